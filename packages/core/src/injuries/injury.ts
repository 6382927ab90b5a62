/** The fields of an injury record (docs/product/dashboard.md) that the impact rules need; a full record is accepted too. */
export interface Injury {
  readonly playerName: string;
  readonly position: string;
  readonly teamName: string;
  readonly injuryStatus: string;
  readonly injuryType?: string | null;
  readonly gameStatus?: string | null;
  /**
   * When the current status was reported (ISO date-time). ADR 004: an absence reported a week or more before
   * the report date is already in the team's season statistics and does not count again; without a date it counts.
   */
  readonly lastReported?: string | null;
}
