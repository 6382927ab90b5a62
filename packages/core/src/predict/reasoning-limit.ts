/** docs/product/matchup-predictor.md: at most 5 reasons are kept and shown (matchup and over/under results alike). */
export const MAX_REASONING_POINTS = 5;
