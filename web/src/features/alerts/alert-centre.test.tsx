import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within, act } from '@testing-library/react';
import type { Alert, AlertsResponse } from '@playbook/contracts';
import { chooseOption } from '@/test/choose-option';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { AlertCentre } from './alert-centre';

isolateScreenTests();

const alert = (id: number, read = false): Alert => ({
  id,
  ruleId: 3,
  kind: 'line',
  title: `Line moved: BUF -3.5 (MIA @ BUF) at DraftKings #${id}`,
  body: 'The price is now -105 (your alert: at or above -108)',
  link: '/odds',
  createdAt: '2026-11-28T02:00:00.000Z',
  read,
});

/** A stand-in for the browser's EventSource: the test sends the events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  send(data: Alert) {
    this.listeners.get('alert')?.(new MessageEvent('alert', { data: JSON.stringify(data) }));
  }
}

function serveAlerts(list: AlertsResponse) {
  const reads: unknown[] = [];
  const mutes: unknown[] = [];
  const created: unknown[] = [];
  serve({
    'POST /api/alerts/rules': () => {
      created.push(1);
      return Response.json({ id: 4, kind: 'settled', description: 'A tracked parlay settles', rule: { kind: 'settled' }, muted: false, createdAt: '2026-11-28T02:00:00.000Z' }, { status: 201 });
    },
    'GET /api/alerts': () => Response.json(list),
    'GET /api/alerts/rules': () => Response.json({ rules: [{ id: 3, kind: 'line', description: 'BUF', rule: { kind: 'settled' }, muted: false, createdAt: list.alerts[0]?.createdAt ?? '' }], max: 50 }),
    'POST /api/alerts/read': () => {
      reads.push(1);
      return Response.json({ unread: 0 });
    },
    'PATCH /api/alerts/rules/3': () => {
      mutes.push(1);
      return Response.json({ id: 3, kind: 'line', description: 'BUF', rule: { kind: 'settled' }, muted: true, createdAt: list.alerts[0]?.createdAt ?? '' });
    },
  });
  return { reads, mutes, created };
}

describe('the alert centre', () => {
  it('shows the unread count, lists the alerts, marks one read and mutes its rule', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const calls = serveAlerts({ alerts: [alert(2), alert(1, true)], unread: 1, latestId: 2 });
    renderScreen('/', <AlertCentre />);
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Alert list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Mark read' }));
    await screen.findByText('You are all caught up.');
    expect(calls.reads).toHaveLength(1);
    fireEvent.click(within(list).getAllByRole('button', { name: 'Mute alerts like this' })[0] as HTMLElement);
    await waitFor(() => expect(calls.mutes).toHaveLength(1));
  });

  it('adds an alert arriving on the stream, opened after the newest listed one', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    serveAlerts({ alerts: [], unread: 0, latestId: 0 });
    renderScreen('/', <AlertCentre />);
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/alerts/stream?after=0'));
    act(() => FakeEventSource.last?.send(alert(5)));
    act(() => FakeEventSource.last?.send(alert(5)));
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    expect(await screen.findByText(alert(5).title)).toBeDefined();
  });

  it('says when there are no alerts, and when they could not be loaded', async () => {
    serve({ 'GET /api/alerts': () => new Response('down', { status: 503 }) });
    renderScreen('/', <AlertCentre />);
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts' }));
    expect(await screen.findByText(/Alerts could not be loaded/)).toBeDefined();
  });
});

describe('the alert rules', () => {
  it('lists the rules and adds one from the form', async () => {
    const calls = serveAlerts({ alerts: [alert(1, true)], unread: 0, latestId: 1 });
    renderScreen('/', <AlertCentre />);
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts' }));
    const rules = await screen.findByRole('list', { name: 'Alert rules' });
    expect(within(rules).getAllByRole('listitem')).toHaveLength(1);
    expect(within(rules).getByRole('button', { name: 'Mute BUF' })).toBeDefined();
    await chooseOption('Tell me when', 'A tracked parlay settles');
    expect(screen.queryByLabelText('Minimum EV %')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    await waitFor(() => expect(calls.created).toHaveLength(1));
  });
});
