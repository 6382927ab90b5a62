/** The fields of an injury record (spec 1 §3.2) that the impact rules need; a full record is accepted too. */
export interface Injury {
  readonly playerName: string;
  readonly position: string;
  readonly teamName: string;
  readonly injuryStatus: string;
  readonly injuryType?: string | null;
  readonly gameStatus?: string | null;
}
