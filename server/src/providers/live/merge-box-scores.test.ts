import { NULLABLE_BOX_SCORE_FIELDS } from '@playbook/core';
import { describe, expect, it } from 'vitest';
import { boxScoreRecordSchema, type BoxScoreRecord } from '../records.ts';
import { mergeBoxScores } from './merge-box-scores.ts';

const espnBox: BoxScoreRecord = {
  gameId: 'g1',
  teamId: 'KC',
  points: 27,
  firstHalfPoints: null,
  plays: 64,
  yards: 380,
  thirdDownAttempts: 12,
  thirdDownConversions: 5,
  redZoneTrips: null,
  redZoneScores: null,
  turnovers: 1,
  penalties: 6,
  fieldGoalsMade: 2,
  possessionSeconds: 1800,
  epaPerPlay: null,
  successRate: null,
};

describe('mergeBoxScores', () => {
  it('uses core’s list of nullable fields, which is every field the record schema lets a source leave null', () => {
    const nullable = Object.entries(boxScoreRecordSchema.shape)
      .filter(([, field]) => field.safeParse(null).success)
      .map(([name]) => name);
    expect([...NULLABLE_BOX_SCORE_FIELDS].sort()).toEqual(nullable.sort());
  });

  it('fills every field ESPN left null from the other source and keeps what ESPN reported', () => {
    const other: BoxScoreRecord = { ...espnBox, points: 30, firstHalfPoints: 14, thirdDownAttempts: 99, redZoneTrips: 4, redZoneScores: 3, epaPerPlay: 0.12, successRate: 0.47 };
    const [merged] = mergeBoxScores([espnBox], [other]);
    expect(merged).toEqual({ ...espnBox, firstHalfPoints: 14, redZoneTrips: 4, redZoneScores: 3, epaPerPlay: 0.12, successRate: 0.47 });
  });

  it('adds the other source’s box scores of games ESPN has none for', () => {
    const elsewhere = { ...espnBox, gameId: 'g2' };
    expect(mergeBoxScores([espnBox], [elsewhere])).toEqual([espnBox, elsewhere]);
  });
});
