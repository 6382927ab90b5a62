import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { restoreTierUpThresholds, V8_TIER_UP_DEFAULTS } from '../src/start-up-tiering.ts';

// ADR 069: npm start raises V8's optimizing thresholds for the start-up and main.ts puts V8's own back.
const startScript = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start;
const raisedByStart = [...startScript.matchAll(/--(invocation-count-for-[\w-]+)=\d+/g)].map((match) => match[1]);

describe('the start-up tiering thresholds', () => {
  it('are the defaults of the V8 the server runs on (a Node upgrade that changes them fails here)', () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const [flag, value] of Object.entries(V8_TIER_UP_DEFAULTS)) {
      expect(options, flag).toContain(`default: --${flag}=${value}\n`);
    }
  });

  it('restores exactly the flags npm start raises', () => {
    expect(raisedByStart.sort()).toEqual(Object.keys(V8_TIER_UP_DEFAULTS).sort());
    const startFlags = startScript.split(' ').filter((argument) => argument.startsWith('--'));
    expect(restoreTierUpThresholds(startFlags).sort()).toEqual(Object.entries(V8_TIER_UP_DEFAULTS).map(([flag, value]) => `--${flag}=${value}`).sort());
  });

  it('changes nothing for a start without them', () => {
    expect(restoreTierUpThresholds(['--expose-gc'])).toEqual([]);
  });
});
