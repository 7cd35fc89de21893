/**
 * Whether this page was served by the demo (`npm start`), which marks its HTML with
 * `<meta name="storefront-demo" content="true">`; a production server (NODE_ENV=production)
 * never does (server/static.ts). The Vite dev server is development, so it counts as the demo.
 */
export const DEMO_META_NAME = 'storefront-demo';

export function isDemoDocument(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): boolean {
  if (import.meta.env?.DEV) return true;
  return doc?.querySelector(`meta[name="${DEMO_META_NAME}"]`)?.getAttribute('content') === 'true';
}
