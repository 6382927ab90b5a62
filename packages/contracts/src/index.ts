// Public entry of @playbook/contracts: one zod schema per request and response.
export * from './errors.ts';
export * from './auth.ts';
export * from './leagues.ts';
export * from './teams.ts';
export * from './injuries.ts';
export * from './gamehub.ts';
export * from './lines.ts';
export * from './line-history.ts';
export * from './cfb.ts';
export * from './hedge.ts';
export * from './recommendations.ts';
export * from './parlays.ts';
export * from './parlay-generator.ts';
export * from './screenshots.ts';
export * from './watchlist.ts';
export * from './model-report.ts';
export * from './model-predict.ts';
