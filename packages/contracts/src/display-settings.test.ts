import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ODDS_FORMATS } from '@playbook/core';
import { isDisplaySettings, THEMES } from './display-settings-choices.ts';
import { displaySettingsSchema } from './display-settings.ts';

const agree = (value: unknown) => isDisplaySettings(value) === displaySettingsSchema.safeParse(value).success;

describe('isDisplaySettings', () => {
  it('agrees with displaySettingsSchema on examples at its edges', () => {
    for (const value of [
      { oddsFormat: 'american', theme: 'system' },
      { oddsFormat: 'decimal', theme: 'dark' },
      { oddsFormat: 'american' },
      { oddsFormat: 'american', theme: 'system', extra: 1 },
      { oddsFormat: 'American', theme: 'system' },
      { oddsFormat: 'american', theme: undefined },
      [],
      ['american', 'system'],
      null,
      'american',
      0,
    ]) {
      expect(agree(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('agrees with displaySettingsSchema on any JSON value, near misses included', () => {
    const field = (known: readonly string[]) => fc.oneof(fc.constantFrom(...known), fc.string(), fc.jsonValue());
    const nearMiss = fc.record(
      { oddsFormat: field(ODDS_FORMATS), theme: field(THEMES), other: fc.jsonValue() },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(fc.oneof(nearMiss, fc.jsonValue()), agree));
  });
});
