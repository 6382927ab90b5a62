import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_DISPLAY_SETTINGS,
  isDisplaySettings,
  type DisplaySettings,
  type DisplaySettingsResponse,
  type Theme,
} from '@playbook/contracts';
import type { OddsFormat } from '@playbook/core';
import { apiRequest, describeError, getJson } from './api';
import { browserStorage, readStoredWith, writeStored, type ReadableStorage } from './browser-storage';
import { loadFrameSchemas } from './schema';
import { currentUserQuery } from './session';
import { toast } from './toast';

export const DISPLAY_SETTINGS_STORAGE_KEY = 'playbook.display-settings';
const DISPLAY_SETTINGS_URL = '/api/settings/display';
/** The signed-in account's settings in the query cache (a server-rendered first screen seeds it, ADR 080). */
export const displaySettingsQueryKey = (userId: number | undefined) => [DISPLAY_SETTINGS_URL, userId] as const;

/**
 * Anything but a whole, known pair of settings falls back to the defaults. Checked without zod (ADR 068): the
 * theme is applied at the first paint, before any schema has loaded.
 */
export function readStoredDisplaySettings(storage: ReadableStorage): DisplaySettings {
  return readStoredWith(storage, DISPLAY_SETTINGS_STORAGE_KEY, (stored) => (isDisplaySettings(stored) ? { value: stored } : undefined), DEFAULT_DISPLAY_SETTINGS);
}

const loadResponseSchema = () => loadFrameSchemas().then((module) => module.displaySettingsResponseSchema);

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

/** The account's copy: a mutation, so a session that ended elsewhere is forgotten as on every other write. */
function useSaveToAccount() {
  return useMutation({
    mutationFn: (settings: DisplaySettings) => apiRequest('PUT', DISPLAY_SETTINGS_URL, settings),
    onError: (error) => toast({ variant: 'destructive', title: 'Settings not saved to your account', description: describeError(error) }),
  }).mutate;
}

const pairOf = (settings: DisplaySettings): DisplaySettings => ({ oddsFormat: settings.oddsFormat, theme: settings.theme });

/**
 * The odds format and theme (ADR 056): kept in this browser, and on the account once signed in. After sign-in
 * the account's saved settings win; an account that never saved any takes the browser's.
 */
export function DisplaySettingsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const saveToAccount = useSaveToAccount();
  const [browserSettings, setBrowserSettings] = useState<DisplaySettings>(() => readStoredDisplaySettings(browserStorage()));
  // Observed, not fetched: the route guards ask who is signed in; the settings follow their answer.
  const user = useQuery({ ...currentUserQuery, enabled: false }).data ?? null;
  const accountKey = useMemo(() => displaySettingsQueryKey(user?.id), [user?.id]);
  // What is changed while the account's settings are still on their way is newer than what they will say: the
  // answer is read with those changes on top, and then saved so (below, not by the read).
  const changedWhileLoading = useRef<Partial<DisplaySettings> | null>(null);
  const account = useQuery({
    queryKey: accountKey,
    queryFn: async (): Promise<DisplaySettingsResponse> => {
      const answer = await getJson(DISPLAY_SETTINGS_URL, loadResponseSchema);
      const changes = changedWhileLoading.current;
      if (!changes) return answer;
      return { ...pairOf({ ...(answer.saved ? answer : readStoredDisplaySettings(browserStorage())), ...changes }), saved: true };
    },
    enabled: user !== null,
    staleTime: Infinity,
  }).data;
  const settings = useMemo<DisplaySettings>(() => (user !== null && account?.saved ? pairOf(account) : browserSettings), [user, account, browserSettings]);

  useEffect(() => {
    if (!account) return;
    if (!account.saved) {
      saveToAccount(browserSettings);
      return;
    }
    if (changedWhileLoading.current) {
      changedWhileLoading.current = null;
      saveToAccount(pairOf(account));
    }
    // This browser remembers what the account chose, for the next visit before sign-in.
    storeDisplaySettings(pairOf(account));
  }, [account, browserSettings, saveToAccount]);

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
    [settings, signedIn, queryClient, accountKey, saveToAccount],
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
