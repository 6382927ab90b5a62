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
});
