import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fetchText, type HttpSource } from '../http/fetch-json.ts';
import { SourceError } from '../http/source-error.ts';
import { nflverseFileKind, type NflverseFile } from './nflverse-snapshots.ts';

/** nflverse's public release files (no key). The games file lives in nfldata; team stats and injuries per season. */
export const NFLVERSE_RELEASE_URLS = {
  games: 'https://github.com/nflverse/nfldata/raw/master/data/games.csv',
  teamWeek: (season: number) => `https://github.com/nflverse/nflverse-data/releases/download/stats_team/stats_team_week_${season}.csv`,
  injuries: (season: number) => `https://github.com/nflverse/nflverse-data/releases/download/injuries/injuries_${season}.csv`,
} as const;

export type NflverseHttp = Pick<HttpSource, 'timeoutMs' | 'retries' | 'fetch' | 'backoffBaseMs' | 'maxRetryAfterMs'>;

const isUrl = (input: string): boolean => /^https?:\/\//i.test(input);

function kindOf(name: string) {
  const kind = nflverseFileKind(name);
  if (kind === null) throw new SourceError('nflverse', `${name} is not a games, stats_team_week_<season> or injuries CSV`);
  return kind;
}

async function fromUrl(input: string, http: NflverseHttp): Promise<NflverseFile> {
  const url = new URL(input);
  const kind = kindOf(url.pathname);
  // The client asks for JSON by default; a CSV release is asked for as text.
  const source = { ...http, name: 'nflverse' as const, baseUrl: url.origin, headers: { accept: 'text/csv, text/plain, */*' } };
  const text = await fetchText(source, url.pathname, Object.fromEntries(url.searchParams));
  return { kind, name: url.pathname.split('/').pop() ?? input, text };
}

/** Every nflverse CSV under a folder, any depth, in name order (files of other kinds are passed over). */
async function fromFolder(folder: string): Promise<NflverseFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const files: NflverseFile[] = [];
  for (const path of paths.sort()) {
    const kind = nflverseFileKind(path);
    if (kind !== null) files.push({ kind, name: path, text: await readFile(path, 'utf8') });
  }
  return files;
}

/** The files an import names: CSV files, folders holding them, or http(s) URLs (fetched with timeout and retries). */
export async function readNflverseInputs(inputs: readonly string[], http: NflverseHttp): Promise<NflverseFile[]> {
  const files: NflverseFile[] = [];
  for (const input of inputs) {
    if (isUrl(input)) files.push(await fromUrl(input, http));
    else if ((await stat(input)).isDirectory()) files.push(...(await fromFolder(input)));
    else files.push({ kind: kindOf(input), name: input, text: await readFile(input, 'utf8') });
  }
  return files;
}
