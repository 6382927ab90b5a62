import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 070: the sports feature is a folder per area; at its root only its entry and the handle other features take.
const sports = path.resolve(import.meta.dirname, '../src/features/sports');

describe('the sports feature’s layout (ADR 070)', () => {
  it('keeps its modules in area folders, with only register.ts and sports-data.ts at its root', () => {
    const loose = readdirSync(sports, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(loose.sort()).toEqual(['register.ts', 'sports-data.ts']);
  });
});
