/** The user's calendar day as YYYY-MM-DD: exported files are named for their day, not UTC's. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Hands a text file to the browser's download, made locally (no server round trip). */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
