/**
 * Walk-forward Platt scaling (the Model Report's calibration target, ADR 022): a probability p becomes
 * σ(a·logit(p) + b), with a and b fitted on every finished game of the weeks BEFORE the predicted one, so no
 * game ever recalibrates its own week. The fit minimises the log loss plus a ridge prior pulling toward the
 * identity (a = 1, b = 0), which keeps a short history from swinging the coefficients. Pure.
 */

export interface PlattCoefficients {
  a: number;
  b: number;
}

export const IDENTITY_PLATT: Readonly<PlattCoefficients> = Object.freeze({ a: 1, b: 0 });

export interface PlattParams {
  /** Finished games needed before the fit is used; until then the probability is left as it is. */
  minHistory: number;
  /** Strength of the ridge prior toward a = 1, b = 0, in games' worth of log loss. */
  priorWeight: number;
}

/** One prediction in walk-forward order; outcome 1 home win, 0 loss, 0.5 tie, null not played (never learned). */
export interface PlattItem {
  season: number;
  week: number;
  probability: number;
  outcome: number | null;
}

/** One observation of the fit: the prediction's logit and what happened. */
interface Observation {
  x: number;
  y: number;
}

const CLIP = 1e-6;
const NEWTON_STEPS = 4;

export function logit(p: number): number {
  const q = Math.min(1 - CLIP, Math.max(CLIP, p));
  return Math.log(q / (1 - q));
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function applyPlatt(probability: number, { a, b }: PlattCoefficients): number {
  return sigmoid(a * logit(probability) + b);
}

/**
 * Newton steps on the penalised log loss Σ −[y log q + (1−y) log(1−q)] + λ/2·((a−1)² + b²), q = σ(a·x + b),
 * from `start` (the previous week's fit, so a few steps are enough). The prior also keeps the Hessian
 * invertible when the history is empty or degenerate.
 */
function fitObservations(observations: readonly Observation[], priorWeight: number, start: PlattCoefficients): PlattCoefficients {
  let { a, b } = start;
  const lambda = Math.max(priorWeight, 1e-9);
  for (let step = 0; step < NEWTON_STEPS; step += 1) {
    let ga = lambda * (a - 1);
    let gb = lambda * b;
    let haa = lambda;
    let hab = 0;
    let hbb = lambda;
    for (const { x, y } of observations) {
      const q = sigmoid(a * x + b);
      const r = q - y;
      const w = q * (1 - q);
      ga += r * x;
      gb += r;
      haa += w * x * x;
      hab += w * x;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break;
    a -= (hbb * ga - hab * gb) / det;
    b -= (haa * gb - hab * ga) / det;
  }
  return { a, b };
}

/** The fit on a plain list of probabilities and outcomes (all of them history). */
export function fitPlatt(history: readonly { probability: number; outcome: number }[], priorWeight: number): PlattCoefficients {
  return fitObservations(history.map((h) => ({ x: logit(h.probability), y: h.outcome })), priorWeight, IDENTITY_PLATT);
}

/**
 * Recalibrates every item from the games of earlier weeks only; returns the new probabilities in the input's
 * order. Items are grouped by (season, week): a week is predicted with the fit of everything before it, then
 * its finished games join the history.
 */
export function walkForwardPlatt(items: readonly PlattItem[], params: PlattParams): number[] {
  const order = items.map((_, i) => i);
  const key = (i: number): number => {
    const item = items[i];
    return item === undefined ? 0 : item.season * 1000 + item.week;
  };
  order.sort((i, j) => key(i) - key(j) || i - j);
  const out = items.map((item) => item.probability);
  const history: Observation[] = [];
  let coefficients: PlattCoefficients = { ...IDENTITY_PLATT };
  let start = 0;
  while (start < order.length) {
    let end = start;
    const weekKey = key(order[start] ?? 0);
    while (end < order.length && key(order[end] ?? 0) === weekKey) end += 1;
    const week = order.slice(start, end);
    if (history.length >= params.minHistory && history.length > 0) {
      coefficients = fitObservations(history, params.priorWeight, coefficients);
      for (const i of week) out[i] = applyPlatt(items[i]?.probability ?? 0.5, coefficients);
    }
    for (const i of week) {
      const item = items[i];
      if (item !== undefined && item.outcome !== null) history.push({ x: logit(item.probability), y: item.outcome });
    }
    start = end;
  }
  return out;
}
