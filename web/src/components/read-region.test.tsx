import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { getJson } from '@/lib/api';
import { deferredResponse, isolateScreenTests, serve } from '@/test/render-screen';
import { ReadRegion, isRetrying } from './read-region';
import { Spinner } from './ui/spinner';

/** One read of GET /api/word shown in a region, with a button before it to start from. */
function WordScreen({ keepDataOnError = false }: { keepDataOnError?: boolean }) {
  const read = useQuery({ queryKey: ['word'], queryFn: () => getJson('/api/word', z.string()) });
  return (
    <>
      <button type="button" onClick={() => void read.refetch()}>
        Ask again
      </button>
      <ReadRegion read={read} label="The word" loading={<Spinner label="Loading the word..." />} errorTitle="Error loading the word" keepDataOnError={keepDataOnError}>
        {(word) => <p>The word is {word}</p>}
      </ReadRegion>
      <span data-testid="read-state">{`${read.status} ${read.fetchStatus}`}</span>
    </>
  );
}

function renderWord(keepDataOnError?: boolean) {
  render(
    <Providers client={createQueryClient()}>
      <WordScreen keepDataOnError={keepDataOnError} />
    </Providers>,
  );
}

const failure = () => new Response('', { status: 503, statusText: 'Service Unavailable' });

isolateScreenTests();

describe('isRetrying', () => {
  it('is a failed read being asked again, nothing else', () => {
    expect(isRetrying({ isError: true, isFetching: true })).toBe(true);
    expect(isRetrying({ isError: true, isFetching: false })).toBe(false);
    expect(isRetrying({ isError: false, isFetching: true })).toBe(false);
  });
});

describe('ReadRegion', () => {
  it('shows loading while Try Again asks again, and keeps the focus in the region through a second failure', async () => {
    // A read that had data keeps TanStack's error status while it is asked again (one without data goes back to pending).
    const third = deferredResponse();
    let calls = 0;
    serve({ 'GET /api/word': () => [Response.json('first'), failure()][calls++] ?? third.promise });
    renderWord();
    expect(await screen.findByText('The word is first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    retry.focus();
    fireEvent.click(retry);

    const region = screen.getByRole('group', { name: 'The word' });
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(await within(region).findByRole('status')).toHaveProperty('textContent', 'Loading the word...');
    expect(screen.getByTestId('read-state').textContent).toBe('error fetching');
    expect(screen.queryByRole('alert')).toBeNull();

    third.release(failure());
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Error loading the word');
    // Focus stays on the region, not <body>; Tab from there reaches the new Try Again.
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(region.tabIndex).toBe(-1);
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('keeps the focus in the region when the retry of a first load succeeds, on the data', async () => {
    let calls = 0;
    serve({ 'GET /api/word': () => (++calls === 1 ? failure() : Response.json('playbook')) });
    renderWord();
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    const region = screen.getByRole('group', { name: 'The word' });
    expect(await within(region).findByText('The word is playbook')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
    // The content appearing in the focused region is not read out: a polite status says it arrived.
    expect(within(region).getByRole('status').textContent).toBe('The word loaded');
  });

  it('announces nothing on a first load that needed no Try Again', async () => {
    serve({ 'GET /api/word': () => Response.json('first') });
    renderWord();
    expect(await screen.findByText('The word is first')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never takes the focus on its own', async () => {
    serve({ 'GET /api/word': failure });
    renderWord();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(document.body));
  });

  it('shows the error over older data a refetch failed to renew, unless the screen keeps the data', async () => {
    for (const keepDataOnError of [false, true]) {
      let calls = 0;
      serve({ 'GET /api/word': () => (++calls === 1 ? Response.json('first') : failure()) });
      renderWord(keepDataOnError);
      expect(await screen.findByText('The word is first')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Ask again' }));
      await vi.waitFor(() => expect(screen.getByTestId('read-state').textContent).toBe('error idle'));
      expect(screen.queryByText('The word is first') === null).toBe(!keepDataOnError);
      expect(screen.queryByRole('alert') === null).toBe(keepDataOnError);
      cleanup();
    }
  });
});
