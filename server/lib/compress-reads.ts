import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

// The API's GET responses are JSON of up to ~50 kB (the program with its pages, menus and message
// sets; a page of 96 products): gzip takes them to a fifth or less, which a phone on a slow
// network feels before the first page shows (docs/performance.md). Only GET: an response to a POST can carry a
// token next to text the client sent, which is what compression-oracle attacks (BREACH) need.
// The app's own files are precompressed at build time and served as they are (static.ts).
const gzipJson = compress({ encoding: 'gzip', contentTypeFilter: /^application\/json\b/ });

export const compressReads: MiddlewareHandler = (c, next) => (c.req.method === 'GET' ? gzipJson(c, next) : next());
