/**
 * What `npm run refresh` prints beside the counts: the names a file held that matched no stored
 * team, each once, the other records it could not attach, and the records dropped with the reason of each.
 */

/** Listed one a line up to this many; the rest are counted. */
const MAX_LISTED = 20;

/** An adapter's note of a name that matched nothing: `cfbd: team "North Carolina" matches no stored team`. */
const UNRESOLVED_NAME = /team "([^"]+)" matches no stored team/;

function listed(title: string, items: readonly string[]): string[] {
  if (items.length === 0) return [`${title}: none.`];
  const more = items.length > MAX_LISTED ? [`  … and ${items.length - MAX_LISTED} more`] : [];
  return [`${title} (${items.length}):`, ...items.slice(0, MAX_LISTED).map((item) => `  ${item}`), ...more];
}

export function fileReportLines({ unresolved = [], dropped = [] }: { unresolved?: readonly string[]; dropped?: readonly string[] }): string[] {
  const names = new Set<string>();
  const others = new Set<string>();
  for (const problem of unresolved) {
    const name = UNRESOLVED_NAME.exec(problem)?.[1];
    if (name === undefined) others.add(problem);
    else names.add(name);
  }
  return [
    ...listed('Unresolved names, each once', [...names].sort().map((name) => `"${name}"`)),
    ...(others.size > 0 ? listed('Other records matched to nothing stored', [...others]) : []),
    ...listed('Records dropped, and why', dropped),
  ];
}
