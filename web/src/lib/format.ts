/** Locale date of an ISO timestamp, or the fallback when it is missing or unreadable. */
export function formatLocaleDate(iso: string | null, fallback = '—'): string {
  const date = iso === null ? null : new Date(iso);
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString() : fallback;
}

/** Locale date and time of an ISO timestamp, or the fallback when it is missing or unreadable. */
export function formatLocaleDateTime(iso: string | null, fallback = '—'): string {
  const date = iso === null ? null : new Date(iso);
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString() : fallback;
}
