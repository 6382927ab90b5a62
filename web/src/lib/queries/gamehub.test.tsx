import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { serve } from '@/test/render-screen';
import { useGameHubAll, useGameHubLive, useGameHubNcaa } from './gamehub';

afterEach(() => vi.unstubAllGlobals());

describe('GameHub polling (docs/product/game-hub.md)', () => {
  it('polls all every 60 s, live every 30 s and NCAA every 2 minutes, never while the tab is hidden', () => {
    serve({});
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(
      () => {
        useGameHubAll();
        useGameHubLive();
        useGameHubNcaa();
      },
      { wrapper },
    );
    const options = (feed: string) => client.getQueryCache().find({ queryKey: ['gamehub', feed] })?.observers[0]?.options;
    expect([options('all'), options('live'), options('ncaa')].map((o) => [o?.refetchInterval, o?.refetchIntervalInBackground])).toEqual([
      [60_000, false],
      [30_000, false],
      [120_000, false],
    ]);
  });
});
