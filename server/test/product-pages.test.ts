import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The product's behaviour is written in docs/product (ADR 066) and the code points there: every pointer must lead
// to a page that exists, and so must the pages' own links.

const repo = path.resolve(import.meta.dirname, '../..');
const CODE_FOLDERS = ['server/src', 'server/test', 'web/src', 'packages/core/src', 'packages/contracts/src', 'bench', 'e2e', 'scripts'];
const POINTER = /docs\/product\/[\w-]+\.md/g;

function textFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(repo, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const codeFiles = CODE_FOLDERS.flatMap((folder) => textFiles(folder, /\.(tsx?|mjs|css)$/));
const where = (file: string, line: number) => `${path.relative(repo, file)}:${line}`;

/** What a reader takes for prose on a line: a comment (whole-line, block or trailing) and a test's title. */
function proseOf(line: string): string {
  const comment = /^\s*(?:\/\/|\/\*|\*|\{\/\*)/.test(line) ? line : (/\s\/\/\s.*$/.exec(line)?.[0] ?? '');
  const title = /\b(?:it|describe|test)(?:\.each\(.*?\))?\(\s*(['"`])(.*?)\1/.exec(line)?.[2] ?? '';
  return `${comment} ${title}`;
}

/** The word for the product's first description, which is not in the repository. */
const LEANS_ON_SPEC = /\bspec\b/i;


function matchesByLine(file: string, pattern: RegExp): { at: string; text: string }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(pattern)].map((match) => ({ at: where(file, i + 1), text: match[0] })));
}

describe('docs/product pointers (ADR 066)', () => {
  it('every pointer in the code names a page that exists', () => {
    const broken = codeFiles.flatMap((file) => matchesByLine(file, POINTER)).filter(({ text }) => !existsSync(path.join(repo, text)));
    expect(codeFiles.length).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });

  it('every link between the product pages leads to a file that exists', () => {
    const pages = textFiles('docs/product', /\.md$/);
    expect(pages.length).toBeGreaterThan(10);
    const broken = pages.flatMap((page) =>
      matchesByLine(page, /\]\(([^)#\s]+)(?:#[^)]*)?\)/g)
        .map(({ at, text }) => ({ at, target: /\]\(([^)#\s]+)/.exec(text)?.[1] ?? '' }))
        .filter(({ target }) => !/^https?:/.test(target) && !existsSync(path.resolve(path.dirname(page), target))),
    );
    expect(broken).toEqual([]);
  });

  it('no comment cites what is not in the repository: sections of an old specification, issue numbers, an outside design document', () => {
    const outside = codeFiles.flatMap((file) => matchesByLine(file, /spec [0-9] ?§|\bissue [0-9]{1,3}\b|DESIGN\.md/gi));
    expect(outside).toEqual([]);
  });

  it('reads prose from comments and test titles, not from code', () => {
    expect(proseOf('  // per the rule')).toContain('per the rule');
    expect(proseOf(' * as the page says')).toContain('as the page says');
    expect(proseOf("  it('keeps the defaults', () => {")).toContain('keeps the defaults');
    expect(proseOf('const x = 1; // ours')).toContain('ours');
    expect(proseOf("const url = 'https://example.com/spec';").trim()).toBe('');
  });

  it('no comment or test title leans on an outside specification: it says the rule or points to its page', () => {
    const leaning = codeFiles
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (LEANS_ON_SPEC.test(proseOf(line)) ? [where(file, i + 1)] : [])),
      );
    expect(leaning).toEqual([]);
  });
});
