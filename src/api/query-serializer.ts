import { createQuerySerializer } from 'openapi-fetch';

// The catalogue calls carry their query as one parameter of JSON text (product/api-calls.md, the calls:
// GET /api/products?o={JSON}, GET /api/products/suggestions?o={JSON}&q=…). Callers pass `o` as a
// typed object (ProductQuery or SuggestionQuery, see ApiPaths in client.ts); this serializer sends
// it as `o=` + encodeURIComponent(JSON.stringify(o)) instead of openapi-fetch's default deepObject
// style (`o[limit]=12&…`), which the server would not read. Every other parameter keeps the default.
export const JSON_QUERY_PARAMS: ReadonlySet<string> = new Set(['o']);

const defaultSerializer = createQuerySerializer();

export function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (JSON_QUERY_PARAMS.has(name)) {
      const json = typeof value === 'string' ? value : JSON.stringify(value);
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(json)}`);
    } else {
      const part = defaultSerializer({ [name]: value });
      if (part) parts.push(part);
    }
  }
  return parts.join('&');
}
