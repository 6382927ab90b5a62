import { describe, expect, it } from 'vitest';
import { modelPredictQuerySchema, NEUTRAL_WITH_KICKOFF_MESSAGE } from './model-predict.ts';

const free = { league: 'NFL', home: 'PHI', away: 'DAL' };
const KICKOFF = '2025-10-13T13:30:00Z';

/** The issues of a query the contract refuses, as "field: message". */
function issuesOf(query: Record<string, string>): string[] {
  const parsed = modelPredictQuerySchema.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('modelPredictQuerySchema: the neutral flag of a free matchup (ADR 034)', () => {
  it("takes 'true' or 'false', or no flag", () => {
    expect(modelPredictQuerySchema.parse({ ...free, neutral: 'true' }).neutral).toBe('true');
    expect(modelPredictQuerySchema.parse({ ...free, neutral: 'false' }).neutral).toBe('false');
    expect(modelPredictQuerySchema.parse(free).neutral).toBeUndefined();
  });

  it('refuses anything else, naming neutral', () => {
    for (const neutral of ['yes', '1', '0', 'TRUE', 'True', '', ' true']) {
      expect(issuesOf({ ...free, neutral }), neutral).toEqual(["neutral: Use 'true' or 'false'"]);
    }
  });

  it('refuses the flag beside a kick-off, either value: the stored game at the kick-off decides', () => {
    expect(issuesOf({ ...free, kickoff: KICKOFF, neutral: 'true' })).toEqual([`neutral: ${NEUTRAL_WITH_KICKOFF_MESSAGE}`]);
    expect(issuesOf({ ...free, kickoff: KICKOFF, neutral: 'false' })).toEqual([`neutral: ${NEUTRAL_WITH_KICKOFF_MESSAGE}`]);
    expect(modelPredictQuerySchema.parse({ ...free, kickoff: KICKOFF }).kickoff).toBe(KICKOFF);
  });
});
