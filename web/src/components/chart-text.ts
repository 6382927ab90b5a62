/**
 * The size of every chart's axis and marker text: 12 px, the smallest text the screens use elsewhere. The charts
 * had 11 px ticks, hard to read on a phone.
 */
export const CHART_TEXT_SIZE = 12;

/** Recharts' `tick` prop for an axis in that size. */
export const CHART_TICK = { fontSize: CHART_TEXT_SIZE };
