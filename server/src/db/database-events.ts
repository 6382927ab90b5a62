import pg from 'pg';

export type EventHandler = (payload: string) => void;

/** What the shared event channel reports to: the app's logger once it exists. */
export interface EventLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Messages between server instances (ADR 014): a session ended, a user changed. On PostgreSQL they travel
 * by NOTIFY to every instance's LISTEN connection; on the embedded database there is one process, so they
 * are delivered in memory. Delivery is best effort: a listener that reconnects calls its resync handlers,
 * and every user of these events also has a bound (a cache lifetime) that holds without them.
 */
export interface DatabaseEvents {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: EventHandler): void;
  /** Called after the listening connection was lost and re-made: notifications in between were missed. */
  onResync(handler: () => void): void;
  setLog(log: EventLog): void;
  close(): Promise<void>;
}

class Subscribers {
  readonly byChannel = new Map<string, EventHandler[]>();
  readonly resync: (() => void)[] = [];

  add(channel: string, handler: EventHandler): boolean {
    const handlers = this.byChannel.get(channel);
    if (handlers) handlers.push(handler);
    else this.byChannel.set(channel, [handler]);
    return handlers === undefined;
  }

  deliver(channel: string, payload: string): void {
    for (const handler of this.byChannel.get(channel) ?? []) handler(payload);
  }
}

/** One process: a publish reaches this process's subscribers once it is awaited. */
export function inProcessEvents(): DatabaseEvents {
  const subscribers = new Subscribers();
  return {
    publish: async (channel, payload) => subscribers.deliver(channel, payload),
    subscribe: (channel, handler) => void subscribers.add(channel, handler),
    onResync: (handler) => void subscribers.resync.push(handler),
    setLog: () => undefined,
    close: async () => undefined,
  };
}

const RECONNECT_MS = 1_000;

/** Channel names are identifiers we choose (letters and underscores), never outside input. */
const quoteChannel = (channel: string): string => `"${channel.replace(/"/g, '""')}"`;

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to queries), re-made a second after it
 * drops; NOTIFY through the pool. A notification is sent when its statement commits, to every listener.
 */
export async function postgresEvents(url: string, pool: pg.Pool): Promise<DatabaseEvents> {
  const subscribers = new Subscribers();
  let log: EventLog | null = null;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => subscribers.deliver(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      log?.warn({ err: error }, 'the database event connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of subscribers.byChannel.keys()) await next.query(`LISTEN ${quoteChannel(channel)}`);
    client = next;
  };

  const scheduleReconnect = (): void => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => {
          log?.info({}, 'the database event connection is back');
          for (const handler of subscribers.resync) handler();
        })
        .catch(() => scheduleReconnect());
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return {
    publish: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (channel, handler) => {
      if (subscribers.add(channel, handler) && client) {
        client.query(`LISTEN ${quoteChannel(channel)}`).catch((error: unknown) => log?.warn({ err: error }, 'LISTEN failed'));
      }
    },
    onResync: (handler) => void subscribers.resync.push(handler),
    setLog: (next) => {
      log = next;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
