// A fetch fallback for createApiClient: records every Request and responses from a handler.
export interface FakeFetch {
  fetch: (request: Request) => Promise<Response>;
  requests: Request[];
  last(): Request;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeFetch(handler: (request: Request) => Response | Promise<Response> = () => json({})): FakeFetch {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (request) => {
      requests.push(request);
      return handler(request);
    },
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was made');
      return request;
    },
  };
}

/** Never responds; rejects with the signal's reason when the request is aborted, as fetch does. */
export function hangingFetch(): FakeFetch {
  return fakeFetch(
    (request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      }),
  );
}

export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
