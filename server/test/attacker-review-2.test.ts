import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SCREENSHOT_MAX_FILES } from '@playbook/contracts';
import { SESSION_COOKIE, SessionStore } from '../src/auth/sessions.ts';
import { authenticate, findUserByUsername } from '../src/features/auth/service.ts';
import { makeAdmin } from '../src/features/admin/make-admin.ts';
import { OcrWorker } from '../src/features/screenshots/ocr-worker.ts';
import { slipImage } from './helpers/slip-image.ts';
import { errorMessageOf } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// The second attacker review (ADR 041): what ADR 033's review did not try. Each finding as an attacker would
// use it, and shown fixed; what held is listed in the ADR.

/** The app's port on loopback, listening from the first call on. */
async function listeningPort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

/** A raw connection (bytes sent exactly as written), with what the server has answered so far. */
function openConnection(port: number): { socket: net.Socket; received: () => string } {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  return { socket, received: () => text };
}

/** One chunk of a chunked request body. */
const chunk = (bytes: Buffer): Buffer => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);

/** The head of a chunked multipart upload of screenshots, as a signed-in browser sends it. */
const uploadHead = (session: Record<string, string>, extraHeaders = ''): string =>
  `POST /api/analyze-screenshots HTTP/1.1\r\nHost: localhost\r\nCookie: ${SESSION_COOKIE}=${session[SESSION_COOKIE] ?? ''}\r\n${extraHeaders}` +
  `Content-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n`;

// A PNG signature and a header of 1 × 1 pixels: it passes the format and size checks as it arrives.
const pngHead = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const part = (index: number): Buffer =>
  Buffer.from(`--b\r\nContent-Disposition: form-data; name="screenshots"; filename="s${index}.png"\r\nContent-Type: image/png\r\n\r\n`);

describe('finding 1: create-admin promoting an existing account ends the sessions signed in with its old password', () => {
  const t = useTestApp();
  // Anyone may sign up: the name an operator will later type into create-admin can be registered first.
  const squatter = t.userSession('boss');
  // Registered (and signed in) before the tests: the race below needs an account and its password.
  t.userSession('racer');

  it('was an admin session for whoever had registered the name; now a 401 and the new password signs in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: squatter })).statusCode).toBe(200);
    const made = await makeAdmin(t.app.database, { username: 'Boss', email: null, password: 'operator password' });
    expect(made).toEqual({ outcome: 'promoted', username: 'boss', endedSessions: 1 });
    // On PostgreSQL the ended session leaves the session cache when the change's notice arrives (ADR 014,
    // milliseconds): until then the cached session is the old, non-admin one (403). It never lists the users.
    const answers: number[] = [];
    await vi.waitFor(
      async () => {
        answers.push((await t.app.inject({ method: 'GET', url: '/admin-api/users', cookies: squatter })).statusCode);
        expect(answers.at(-1)).toBe(401);
      },
      { timeout: 2_000, interval: 20 },
    );
    expect(answers.every((status) => status === 401 || status === 403), String(answers)).toBe(true);
    const signIn = await t.app.inject({ method: 'POST', url: '/admin-api/login', payload: { username: 'boss', password: 'operator password' } });
    expect(signIn.statusCode).toBe(200);
  });

  it('starts no session for a sign-in that checked the old password just before the promotion committed', async () => {
    // The squatter signs in again and again; one sign-in has checked the old password when the promotion commits.
    const checked = await authenticate(t.app.database.db, 'racer', 'correct horse');
    if (!checked) throw new Error('racer did not sign in');
    await makeAdmin(t.app.database, { username: 'racer', email: null, password: 'operator password' });
    // Was a fresh session of the now-admin account, signed in with the squatter's password.
    expect(await new SessionStore(t.app.database).create(checked)).toBeUndefined();
    expect(await new SessionStore(t.app.database).create({ id: checked.id, passwordHash: (await findUserByUsername(t.app.database.db, 'racer'))?.passwordHash ?? '' })).toBeDefined();
  });

  it('creates a new account as before, with no session to end', async () => {
    expect(await makeAdmin(t.app.database, { username: 'fresh_admin', email: null, password: 'operator password' })).toEqual({
      outcome: 'created',
      username: 'fresh_admin',
      endedSessions: 0,
    });
  });
});

describe('finding 2: a screenshot upload takes its queue place before its file is buffered', () => {
  // Behind the proxy (TRUST_PROXY) each test client is the address the proxy appended.
  const t = useTestApp({ trustProxy: true });
  const mallory = t.userSession('mallory_upload');
  const held: net.Socket[] = [];
  afterAll(() => held.forEach((socket) => socket.destroy()));


  /** An upload of `files` screenshots whose body never ends (the last file is still arriving), held open. */
  async function holdUpload(address: string, files: number): Promise<{ socket: net.Socket; received: () => string }> {
    const connection = openConnection(await listeningPort(t.app));
    const body = Buffer.concat(Array.from({ length: files }, (_, index) => Buffer.concat([part(index), pngHead, Buffer.from(index < files - 1 ? '\r\n' : '')])));
    held.push(connection.socket);
    connection.socket.write(uploadHead(mallory, `X-Forwarded-For: ${address}\r\n`));
    connection.socket.write(chunk(body));
    return connection;
  }

  /** One small upload that is no image: 400 when it is buffered and checked, 429/503 when it gets no place. */
  const probe = async (address: string): Promise<{ status: number; message: string }> => {
    const form = new FormData();
    form.append('screenshots', new Blob(['not an image'], { type: 'image/png' }), 'probe.png');
    const response = await t.app.inject({ method: 'POST', url: '/api/analyze-screenshots', cookies: mallory, headers: { 'x-forwarded-for': address }, payload: form });
    return { status: response.statusCode, message: errorMessageOf(response) };
  };

  /**
   * Holds a full upload from `address` until a probe from `prober` is answered `status`. A probe and the held
   * upload's last file can ask for the last place at the same moment; the upload refused then (the product
   * right: the probe held it) is answered at once, and is sent again.
   */
  async function holdUntilProbed(address: string, prober: string, status: number): Promise<net.Socket> {
    let upload = await holdUpload(address, SCREENSHOT_MAX_FILES);
    await vi.waitFor(
      async () => {
        if (upload.received() !== '') {
          upload.socket.destroy();
          upload = await holdUpload(address, SCREENSHOT_MAX_FILES);
        }
        expect((await probe(prober)).status).toBe(status);
      },
      { timeout: 10_000, interval: 50 },
    );
    return upload.socket;
  }

  it('refuses more from an address holding one full upload (429), while other addresses still upload', async () => {
    // Was a 400 for the probe's bytes: the open upload held no place until its whole body had arrived.
    await holdUntilProbed('198.51.100.1', '198.51.100.1', 429);
    expect((await probe('198.51.100.1')).message).toBe('Too many screenshots from your network are being read; try again in a moment');
    expect(await probe('203.0.113.9')).toEqual({ status: 400, message: 'Only PNG, JPEG or WebP images are accepted; probe.png is not one' });
  });

  it('answers 503 once the uploads still arriving hold every place, and takes uploads again when they are dropped', async () => {
    const second = await holdUntilProbed('198.51.100.2', '203.0.113.9', 503);
    second.destroy();
    await vi.waitFor(async () => expect((await probe('203.0.113.9')).status).toBe(400), { timeout: 5_000, interval: 50 });
  });
});

describe('finding 3: an upload refused before its body has arrived does not leave the connection stuck', () => {
  const t = useTestApp();
  const mallory = t.userSession('mallory_stuck');

  it('reads the rest of the body and answers the next request on the connection (was paused for good)', async () => {
    const { socket, received } = openConnection(await listeningPort(t.app));
    socket.write(uploadHead(mallory));
    // A first part in another field is refused as its headers arrive; 8 MB of it are still to come.
    socket.write(chunk(Buffer.from('--b\r\nContent-Disposition: form-data; name="other"; filename="x.png"\r\n\r\nxxxx')));
    try {
      await vi.waitFor(() => expect(received()).toContain('WRONG_FIELD'), { timeout: 5_000 });
      for (let sent = 0; sent < 8; sent += 1) socket.write(chunk(Buffer.alloc(1024 * 1024, 120)));
      socket.write(chunk(Buffer.from('\r\n--b--\r\n')));
      socket.write('0\r\n\r\nGET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await vi.waitFor(() => expect(received()).toContain('{"status":"ok"}'), { timeout: 5_000 });
    } finally {
      socket.destroy();
    }
  });
});

describe('finding 5: an upload body is bounded in bytes, not only in time (the parser bounds each file only)', () => {
  const t = useTestApp();
  const mallory = t.userSession('mallory_endless');

  /** Sends an upload starting with `start` and then 1 MB chunks; how many were sent when the server closed. */
  async function megabytesReadOf(start: string, session = mallory): Promise<{ sent: number; closed: boolean; answer: string }> {
    const { socket, received } = openConnection(await listeningPort(t.app));
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.write(uploadHead(session));
    socket.write(chunk(Buffer.from(start)));
    const megabyte = chunk(Buffer.alloc(1024 * 1024, 120));
    let sent = 0;
    try {
      // A browser's largest upload is just over 80 MB: the server reads on past 200 MB only if nothing bounds it.
      while (!closed && sent < 200) {
        if (!socket.write(megabyte)) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
        sent += 1;
      }
      await vi.waitFor(() => expect(closed).toBe(true), { timeout: 5_000 });
      return { sent, closed, answer: received() };
    } finally {
      socket.destroy();
    }
  }

  it('ends the connection of an upload that sends on past its closing boundary (was read until the timeout)', async () => {
    const { sent } = await megabytesReadOf('--b--\r\n');
    expect(sent).toBeLessThan(120);
  });

  it('ends the connection of a refused upload whose rest is read and dropped, once it passes the bound', async () => {
    const { sent, answer } = await megabytesReadOf('--b\r\nContent-Disposition: form-data; name="other"; filename="x.png"\r\n\r\nxxxx');
    expect(answer).toContain('WRONG_FIELD');
    expect(sent).toBeLessThan(120);
  });

  it('ends the connection of an upload refused before it is parsed (no session), once its drained rest passes the bound', async () => {
    const { sent, answer } = await megabytesReadOf('--b\r\n', {});
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(sent).toBeLessThan(120);
  });
});

describe('finding 6: an upload whose client has gone is not read on (its places held the queue for all its images)', () => {
  const t = useTestApp();
  const mallory = t.userSession('mallory_gone');
  afterEach(() => vi.restoreAllMocks());

  it('reads no further image once the connection has closed (was every image, up to 10 × 30 s)', async () => {
    // The engine is stood in for: each image takes 300 ms to read.
    vi.spyOn(OcrWorker.prototype, 'start').mockResolvedValue();
    const read = vi.spyOn(OcrWorker.prototype, 'wordsOf').mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve([]), 300)));
    const { socket } = openConnection(await listeningPort(t.app));
    const files = 3;
    socket.write(uploadHead(mallory));
    // Whole images: each is decoded and prepared before it is read.
    const png = slipImage(['x']);
    socket.write(chunk(Buffer.concat([...Array.from({ length: files }, (_, index) => Buffer.concat([part(index), png, Buffer.from('\r\n')])), Buffer.from('--b--\r\n')])));
    socket.write('0\r\n\r\n');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('finding 4: a request must arrive within a time bound (Fastify waited for a slow body for ever)', () => {
  const t = useTestApp({ requestTimeoutMs: 1_000 });

  it('answers 408 to a body that trickles in a byte at a time, and closes the connection', async () => {
    const { socket, received } = openConnection(await listeningPort(t.app));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":"');
    const trickle = setInterval(() => socket.write('a'), 100);
    try {
      await vi.waitFor(() => expect(received()).toContain('REQUEST_TIMEOUT'), { timeout: 5_000 });
      expect(received()).toMatch(/^HTTP\/1\.1 408 /);
      await closed;
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });
});
