// A plain static host for dist/, as a CDN would serve the app: files as they are, index.html for
// every other address, and /app-config.json naming the API's origin. Its own policy allows the API
// origin for calls and images, as docs/deploy.md tells an operator to set it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy } from '../../server/lib/security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface StaticHost {
  origin: string;
  /** Paths asked for, in order: a page that calls /api/* here would show up. */
  requested: string[];
  close(): Promise<void>;
}

export async function startStaticHost(options: { root: string; port: number; apiOrigin: string }): Promise<StaticHost> {
  const root = path.resolve(options.root);
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`no build at ${root}: run npm run build first`);
  const policy = contentSecurityPolicy([options.apiOrigin]).replace("img-src 'self'", `img-src 'self' ${options.apiOrigin}`);
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://static');
    requested.push(url.pathname);
    res.setHeader('Content-Security-Policy', policy);
    if (url.pathname === '/app-config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify({ apiOrigin: options.apiOrigin }));
      return;
    }
    const file = path.join(root, path.normalize(url.pathname));
    const isFile = file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    if (!isFile && url.pathname.startsWith('/assets/')) {
      res.writeHead(404).end();
      return;
    }
    const served = isFile ? file : index;
    res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    fs.createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${options.port}`,
    requested,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
