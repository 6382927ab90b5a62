import { vi } from 'vitest';

export type FetchHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch, answering by "METHOD path"; anything unlisted fails like an unreachable server. */
export function serveFetch(handlers: Record<string, FetchHandler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A response the test releases when it wants, to look at pending states. */
export function deferredResponse() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
