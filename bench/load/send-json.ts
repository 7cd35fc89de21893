import http from 'node:http';

export interface JsonResponse {
  status: number;
  /** The response parsed as JSON, or its text when it is not JSON. */
  body: unknown;
  ms: number;
}

export interface JsonRequest {
  port: number;
  /** The Host header: it picks the program. */
  host: string;
  method: string;
  path: string;
  token?: string | undefined;
  json?: unknown;
  headers?: Record<string, string> | undefined;
  /** The local address the request leaves from (any of 127.0.0.0/8), so a proxy sees that client. */
  localAddress?: string | undefined;
  agent?: http.Agent | undefined;
  timeoutMs?: number;
}

/** One request to a port on this machine, as a browser of `host` would send it, timed. */
export function sendJson(request: JsonRequest): Promise<JsonResponse> {
  const body = request.json === undefined ? undefined : JSON.stringify(request.json);
  const headers: Record<string, string> = { host: request.host, ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const started = performance.now();
  const { port, method, path, agent, localAddress } = request;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON: keep the text */
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    const timeoutMs = request.timeoutMs ?? 30_000;
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no response within ${timeoutMs / 1000} s`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}
