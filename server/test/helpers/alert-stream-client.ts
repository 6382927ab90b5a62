/** One server-sent event as a browser's EventSource would hand it over. */
export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

/** An open GET /api/alerts/stream read as text/event-stream; tests wait for the events they expect. */
export interface AlertStreamClient {
  status: number;
  events: StreamEvent[];
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  waitForEvents(count: number): Promise<StreamEvent[]>;
  close(): void;
}

function parseBlock(block: string): StreamEvent | null {
  const event: StreamEvent = { id: '', event: 'message', data: '' };
  let hasData = false;
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon === 0) continue;
    const [field, value] = colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')];
    if (field === 'id') event.id = value;
    if (field === 'event') event.event = value;
    if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? event : null;
}

/** Opens the stream with the session cookie (and Last-Event-ID or `?after=` when given). */
export async function openAlertStream(baseUrl: string, cookie: string, options: { lastEventId?: string; after?: number } = {}): Promise<AlertStreamClient> {
  const controller = new AbortController();
  const query = options.after === undefined ? '' : `?after=${options.after}`;
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}/api/alerts/stream${query}`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const notify = () => waiters.splice(0).forEach((wake) => wake());
  let done = false;
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) events.push(event);
          end = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      notify();
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    async waitForEvents(count) {
      while (events.length < count) {
        if (done) throw new Error(`the stream ended after ${events.length} of ${count} events`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return events.slice(0, count);
    },
    close: () => controller.abort(),
  };
}
