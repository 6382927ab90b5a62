import type { FastifyReply } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { ALERT_STREAM_EVENT } from '@playbook/contracts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { sessions } from '../../db/schema.ts';
import { SESSION_CHANNEL } from '../../auth/sessions.ts';
import { alertsAfter, alertsByIds, alertViewOf } from './alert-store.ts';
import { ALERTS_CHANNEL } from './alert-evaluator.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

interface Stream {
  userId: number;
  /** The session's stored key: the stream ends when that session does. */
  sessionKey: string;
  reply: FastifyReply;
  /** The newest alert id sent: nothing at or below it is sent again. */
  lastSentId: number;
  /** Alerts heard while the missed ones are still being read, sent after them in order. */
  waiting: ReturnType<typeof alertViewOf>[] | null;
}

type AlertView = ReturnType<typeof alertViewOf>;

/**
 * The open alert streams of this instance (server-sent events). New alerts arrive on the alerts channel from
 * whichever instance evaluated them; a stream resuming with Last-Event-ID first gets what it missed. A stream ends
 * when its session ends anywhere (the session channel), and all end when the server closes.
 */
export class AlertStreams {
  private readonly byUser = new Map<number, Set<Stream>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly database: Pick<DatabaseHandle, 'db' | 'events'>) {
    database.events.subscribe(ALERTS_CHANNEL, (payload) => void this.deliver(payload));
    database.events.subscribe(SESSION_CHANNEL, (payload) => void this.sessionChanged(payload));
    // Notifications lost while the listening connection was down: every stream reads what it missed.
    database.events.onResync(() => {
      for (const stream of this.all()) void this.catchUp(stream);
    });
    this.heartbeat = setInterval(() => {
      for (const stream of this.all()) stream.reply.raw.write(':\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    let n = 0;
    for (const streams of this.byUser.values()) n += streams.size;
    return n;
  }

  private *all(): Generator<Stream> {
    for (const streams of this.byUser.values()) yield* streams;
  }

  /** Takes over the reply: headers now, then the missed alerts after `after` (when given), then live ones. */
  async open(reply: FastifyReply, userId: number, sessionKey: string, after: number | null): Promise<void> {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    reply.raw.write(`retry: ${RETRY_MS}\n\n`);
    const stream: Stream = { userId, sessionKey, reply, lastSentId: after ?? 0, waiting: after === null ? null : [] };
    const streams = this.byUser.get(userId) ?? new Set();
    streams.add(stream);
    this.byUser.set(userId, streams);
    reply.raw.on('close', () => this.remove(stream));
    if (after !== null) await this.catchUp(stream);
  }

  private remove(stream: Stream): void {
    const streams = this.byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.userId);
  }

  private send(stream: Stream, alert: AlertView): void {
    if (alert.id <= stream.lastSentId) return;
    stream.lastSentId = alert.id;
    stream.reply.raw.write(`id: ${alert.id}\nevent: ${ALERT_STREAM_EVENT}\ndata: ${JSON.stringify(alert)}\n\n`);
  }

  private async catchUp(stream: Stream): Promise<void> {
    stream.waiting ??= [];
    const missed = await alertsAfter(this.database.db, stream.userId, stream.lastSentId);
    const heard = stream.waiting;
    stream.waiting = null;
    for (const alert of [...missed.map(alertViewOf), ...heard].sort((a, b) => a.id - b.id)) this.send(stream, alert);
  }

  /** `userId:alertId` pairs: only users with a stream open here are read. */
  private async deliver(payload: string): Promise<void> {
    const pairs = payload.split(',').map((pair) => pair.split(':').map(Number) as [number, number]);
    const ids = pairs.filter(([userId]) => this.byUser.has(userId)).map(([, id]) => id);
    for (const row of await alertsByIds(this.database.db, ids)) {
      const alert = alertViewOf(row);
      for (const stream of this.byUser.get(row.userId) ?? []) {
        if (stream.waiting) stream.waiting.push(alert);
        else this.send(stream, alert);
      }
    }
  }

  /** `t:<key>` ended one session; `u:<id>` changed a user, whose streams end unless their session still holds. */
  private async sessionChanged(payload: string): Promise<void> {
    if (payload.startsWith('t:')) {
      for (const stream of this.all()) if (stream.sessionKey === payload.slice(2)) this.end(stream);
      return;
    }
    const userId = Number(payload.slice(2));
    for (const stream of [...(this.byUser.get(userId) ?? [])]) {
      const [held] = await this.database.db
        .select({ key: sessions.tokenHash })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, stream.sessionKey), gt(sessions.expiresAt, new Date())));
      if (!held) this.end(stream);
    }
  }

  private end(stream: Stream): void {
    this.remove(stream);
    stream.reply.raw.end();
  }

  /** Ends every stream (the server is closing: open streams would hold it open). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const stream of [...this.all()]) this.end(stream);
  }
}
