import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback proxy to `upstream` that sends one page in two parts, cut where `cut` says and
 * `pauseMs` apart, as a slow link or a phone's busy parser delivers it: the browser has half the
 * document in hand and may paint it. Every other request passes through untouched.
 */
export async function startSplitPageProxy(options: {
  upstream: string;
  path: string;
  cut: (html: string) => number;
  pauseMs: number;
}): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const upstream = new URL(options.upstream);
  const server = http.createServer((request, response) => {
    const split = request.method === 'GET' && request.url === options.path;
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        // The page is cut as text, so it comes uncompressed.
        headers: { ...request.headers, host: upstream.host, ...(split ? { 'accept-encoding': 'identity' } : {}) },
      },
      (answer) => {
        if (!split) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const at = options.cut(html);
          if (at <= 0 || at >= html.length) throw new Error(`the cut (${at}) is not inside the page (${html.length} characters)`);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.write(html.slice(0, at));
          setTimeout(() => response.end(html.slice(at)), options.pauseMs);
        });
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
