import { formatClock, type LivePlay } from '@playbook/core';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface PlayListProps {
  title: string;
  emptyText: string;
  entries: readonly LivePlay[];
  /** The local time of each entry, aligned with `entries`. */
  times: readonly string[];
}

/** docs/product/simulator.md: 'Play-by-Play' (20 newest) and 'Game Events' (10 newest), newest first, each with the local time. */
export function PlayList({ title, emptyText, entries, times }: PlayListProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ol role="log" aria-label={title} className="grid gap-2 text-sm">
            {entries.map((entry, index) => (
              <li key={`${entries.length - index}-${entry.text}`} className="grid gap-0.5 border-b pb-2 last:border-0">
                <span className="text-xs text-muted-foreground">
                  {times[index] ?? ''} · Q{entry.quarter} {formatClock(entry.clock)}
                </span>
                <span className="break-words">{entry.text}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
