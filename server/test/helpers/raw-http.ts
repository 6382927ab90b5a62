import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given (no client normalising the path, the target's form or the headers) and
 * reads the answer until the server closes: what `curl --path-as-is` or a hand-written attack does.
 */
export async function rawRequest(port: number, head: string, body = ''): Promise<RawResponse> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined); // a server that resets after answering is fine: the answer is read
  socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`);
  await closed;
  const text = Buffer.concat(chunks).toString('utf8');
  const [headerText = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = headerText.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: decodeChunked(rest.join('\r\n\r\n'), headers) };
}

function decodeChunked(body: string, headers: Record<string, string>): string {
  if (headers['transfer-encoding'] !== 'chunked') return body;
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
