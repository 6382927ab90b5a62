/**
 * Test fixture in the college file's shape (ncaa-games-lines.csv, SOURCES.md: CollegeFootballData via
 * bmckelvey11/over-zero @ cff21f9c, data/raw/lines_{2024,2025}.json and games_{2024,2025}.json, converted):
 * 14 real rows, 2024 weeks 1-2, 2025 week 1 and three 2025 postseason games; one FCS side, neutral sites.
 */
export const NCAA_FIXTURE_CSV = `\
season,week,season_type,start_date,neutral_site,home_team,away_team,home_score,away_score,spread_close,total_close,home_moneyline,away_moneyline,provider,game_id,home_classification,away_classification,home_conference,away_conference,formatted_spread,spread_open,total_open,total_provider,ml_provider,n_providers
2024,1,regular,2024-08-31T16:00:00Z,true,Georgia,Clemson,34,3,-14,49,-455,350,DraftKings,401628323,fbs,fbs,SEC,ACC,Georgia -14,-14,47.5,DraftKings,DraftKings,3
2024,1,regular,2024-08-31T19:30:00Z,false,Texas,Colorado State,52,0,-35.5,59,-20000,3500,DraftKings,401628331,fbs,fbs,SEC,Mountain West,Texas -35.5,-35.5,59,DraftKings,DraftKings,3
2024,1,regular,2024-08-31T23:00:00Z,false,Alabama,Western Kentucky,63,0,-31,60,-20000,3500,DraftKings,401628319,fbs,fbs,SEC,Conference USA,Alabama -31,-31,60.5,DraftKings,DraftKings,3
2024,1,regular,2024-08-31T23:30:00Z,false,Michigan,Fresno State,30,10,-21,48,-1800,1000,DraftKings,401628452,fbs,fbs,Big Ten,Mountain West,Michigan -21,-21,48,DraftKings,DraftKings,2
2024,2,regular,2024-09-07T16:00:00Z,false,Michigan,Texas,12,31,7,42,200,-245,DraftKings,401628347,fbs,fbs,Big Ten,SEC,Texas -7,3.5,,DraftKings,DraftKings,3
2024,2,regular,2024-09-07T18:00:00Z,false,Georgia,Tennessee Tech,48,3,-54.5,62.5,,,DraftKings,401628339,fbs,fcs,SEC,Big South-OVC,Georgia -54.5,-54.5,62.5,DraftKings,,2
2024,2,regular,2024-09-07T23:00:00Z,false,Alabama,South Florida,42,16,-31,64,-8000,2200,DraftKings,401628335,fbs,fbs,SEC,American Athletic,Alabama -31,-31,63.5,DraftKings,DraftKings,3
2025,1,regular,2025-08-30T16:00:00Z,false,Ohio State,Texas,14,7,-3,47.5,-135,114,DraftKings,401752677,fbs,fbs,Big Ten,SEC,Ohio State -3,-3,,DraftKings,DraftKings,3
2025,1,regular,2025-08-30T19:30:00Z,false,Florida State,Alabama,31,17,13.5,50.5,380,-500,DraftKings,401752665,fbs,fbs,ACC,SEC,Alabama -13.5,13.5,50.5,DraftKings,DraftKings,3
2025,1,regular,2025-08-30T19:30:00Z,false,Georgia,Marshall,45,7,-39.5,55.5,,,DraftKings,401752669,fbs,fbs,SEC,Sun Belt,Georgia -39.5,-39.5,55.5,DraftKings,,3
2025,1,regular,2025-08-30T23:30:00Z,false,Michigan,New Mexico,34,17,-36.5,52.5,-50000,3500,DraftKings,401752808,fbs,fbs,Big Ten,Mountain West,Michigan -36.5,-36.5,52.5,DraftKings,ESPN Bet,3
2025,1,postseason,2025-12-19T16:00:00Z,true,Western Michigan,Kennesaw State,41,6,-3.5,47.5,-162,136,DraftKings,401778306,fbs,fbs,Mid-American,Conference USA,Western Michigan -3.5,,,DraftKings,DraftKings,3
2025,1,postseason,2025-12-20T01:00:00Z,false,Oklahoma,Alabama,24,34,-1.5,42.5,-130,110,DraftKings,401779840,fbs,fbs,SEC,SEC,Oklahoma -1.5,,,DraftKings,DraftKings,3
2025,1,postseason,2025-12-20T17:00:00Z,false,Texas A&M,Miami,3,10,-3,48.5,-142,120,DraftKings,401779841,fbs,fbs,SEC,ACC,Texas A&M -3,,,DraftKings,DraftKings,3
`;
