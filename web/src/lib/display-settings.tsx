import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_DISPLAY_SETTINGS,
  displaySettingsResponseSchema,
  displaySettingsSchema,
  type DisplaySettings,
  type DisplaySettingsResponse,
  type Theme,
} from '@playbook/contracts';
import type { OddsFormat } from '@playbook/core';
import { apiRequest, describeError, getJson } from './api';
import { browserStorage, readStored, writeStored, type ReadableStorage } from './browser-storage';
import { currentUserQuery } from './session';
import { toast } from './toast';

export const DISPLAY_SETTINGS_STORAGE_KEY = 'playbook.display-settings';
const DISPLAY_SETTINGS_URL = '/api/settings/display';

/** Anything but a whole, known pair of settings falls back to the defaults. */
export function readStoredDisplaySettings(storage: ReadableStorage): DisplaySettings {
  return readStored(storage, DISPLAY_SETTINGS_STORAGE_KEY, displaySettingsSchema, DEFAULT_DISPLAY_SETTINGS);
}

/** Not remembering them in this browser is harmless: a signed-in account still keeps them. */
function storeDisplaySettings(settings: DisplaySettings): void {
  writeStored(browserStorage(), DISPLAY_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the page is dark: the chosen theme, or the device's setting when the theme follows the system. */
function isDark(theme: Theme): boolean {
  if (theme !== 'system') return theme === 'dark';
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function applyTheme(theme: Theme): void {
  const dark = isDark(theme);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Follows the theme, and the device's setting while the theme is "system". */
function useAppliedTheme(theme: Theme): void {
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme(theme);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);
}

interface DisplaySettingsContextValue {
  settings: DisplaySettings;
  change: (changes: Partial<DisplaySettings>) => void;
}

const DisplaySettingsContext = createContext<DisplaySettingsContextValue | null>(null);

function saveToAccount(settings: DisplaySettings): void {
  apiRequest('PUT', DISPLAY_SETTINGS_URL, settings).catch((error: unknown) => {
    toast({ variant: 'destructive', title: 'Settings not saved to your account', description: describeError(error) });
  });
}

/**
 * The odds format and theme (ADR 056): kept in this browser, and on the account once signed in. After sign-in
 * the account's saved settings win; an account that never saved any takes the browser's.
 */
export function DisplaySettingsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [browserSettings, setBrowserSettings] = useState<DisplaySettings>(() => readStoredDisplaySettings(browserStorage()));
  // Observed, not fetched: the route guards ask who is signed in; the settings follow their answer.
  const user = useQuery({ ...currentUserQuery, enabled: false }).data ?? null;
  const accountKey = useMemo(() => [DISPLAY_SETTINGS_URL, user?.id], [user?.id]);
  // What is changed while the account's settings are still on their way is newer than what they will say: the
  // answer is read with those changes on top, and saved so.
  const changedWhileLoading = useRef<Partial<DisplaySettings> | null>(null);
  const account = useQuery({
    queryKey: accountKey,
    queryFn: async (): Promise<DisplaySettingsResponse> => {
      const answer = await getJson(DISPLAY_SETTINGS_URL, displaySettingsResponseSchema);
      const changes = changedWhileLoading.current;
      if (!changes) return answer;
      changedWhileLoading.current = null;
      const chosen = { ...(answer.saved ? answer : readStoredDisplaySettings(browserStorage())), ...changes };
      const settings = { oddsFormat: chosen.oddsFormat, theme: chosen.theme };
      saveToAccount(settings);
      return { ...settings, saved: true };
    },
    enabled: user !== null,
    staleTime: Infinity,
  }).data;
  const settings = useMemo<DisplaySettings>(
    () => (user !== null && account?.saved ? { oddsFormat: account.oddsFormat, theme: account.theme } : browserSettings),
    [user, account, browserSettings],
  );

  useEffect(() => {
    // This browser remembers what the account chose, for the next visit before sign-in.
    if (account?.saved) storeDisplaySettings({ oddsFormat: account.oddsFormat, theme: account.theme });
    else if (account) saveToAccount(browserSettings);
  }, [account, browserSettings]);

  useAppliedTheme(settings.theme);

  const signedIn = user !== null;
  const change = useCallback(
    (changes: Partial<DisplaySettings>) => {
      const next = { ...settings, ...changes };
      setBrowserSettings(next);
      storeDisplaySettings(next);
      if (!signedIn) return;
      if (queryClient.getQueryData(accountKey) === undefined) {
        changedWhileLoading.current = { ...changedWhileLoading.current, ...changes };
        return;
      }
      queryClient.setQueryData<DisplaySettingsResponse>(accountKey, { ...next, saved: true });
      saveToAccount(next);
    },
    [settings, signedIn, queryClient, accountKey],
  );
  const value = useMemo(() => ({ settings, change }), [settings, change]);
  return <DisplaySettingsContext value={value}>{children}</DisplaySettingsContext>;
}

export function useDisplaySettings(): DisplaySettingsContextValue {
  const value = useContext(DisplaySettingsContext);
  if (!value) throw new Error('useDisplaySettings must be used inside <DisplaySettingsProvider>');
  return value;
}

/** The odds format every price is shown and typed in (American where no settings are provided, as in a lone component's test). */
export function useOddsFormat(): OddsFormat {
  return useContext(DisplaySettingsContext)?.settings.oddsFormat ?? DEFAULT_DISPLAY_SETTINGS.oddsFormat;
}
