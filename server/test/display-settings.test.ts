import { DEFAULT_DISPLAY_SETTINGS, displaySettingsResponseSchema } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const bettor = t.userSession('odds_bettor');
const other = t.userSession('other_bettor');

const read = async (cookies: Record<string, string>) =>
  displaySettingsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/settings/display', cookies })).json());
const write = (cookies: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/settings/display', cookies, payload });

describe('display settings', () => {
  it('gives a new account American odds and the system theme, not yet saved', async () => {
    expect(await read(other)).toEqual({ ...DEFAULT_DISPLAY_SETTINGS, saved: false });
  });

  it('keeps the odds format and theme on the account: each user reads and changes only their own', async () => {
    const saved = await write(bettor, { oddsFormat: 'decimal', theme: 'dark' });
    expect(saved.statusCode).toBe(200);
    expect(await read(bettor)).toEqual({ oddsFormat: 'decimal', theme: 'dark', saved: true });
    expect(await read(other)).toEqual({ ...DEFAULT_DISPLAY_SETTINGS, saved: false });
    await write(bettor, { oddsFormat: 'fractional', theme: 'light' });
    expect(await read(bettor)).toEqual({ oddsFormat: 'fractional', theme: 'light', saved: true });
  });

  it.each([
    [{ oddsFormat: 'moneyline', theme: 'dark' }, 'oddsFormat'],
    [{ oddsFormat: 'decimal', theme: 'sepia' }, 'theme'],
    [{ theme: 'dark' }, 'oddsFormat'],
    [{ oddsFormat: 'decimal', theme: 'dark', extra: 1 }, 'extra'],
  ])('refuses %j with 400 naming %s and keeps the saved settings', async (payload, field) => {
    const before = await read(bettor);
    const response = await write(bettor, payload);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain(field);
    expect(await read(bettor)).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/display' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings/display', payload: DEFAULT_DISPLAY_SETTINGS })).statusCode).toBe(401);
  });
});
