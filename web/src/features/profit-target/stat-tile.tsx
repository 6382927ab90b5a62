/**
 * One figure of a result card's `<dl>`: a small label over a bold value. On a phone the value is a size smaller
 * and may wrap: the search's counts run to ten digits ("1,894,397,724"), which ran past a 390 px tile's edge.
 */
export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-bold tabular-nums [overflow-wrap:anywhere] sm:text-lg">{value}</dd>
    </div>
  );
}
