import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const DOC_ID = 'https://storefront.local/openapi.json';

/**
 * Validates real responses against openapi.yaml with a JSON Schema 2020-12 validator (OpenAPI
 * 3.1's dialect), so the server and the contract cannot drift apart unnoticed.
 */
export function loadContract(path = 'openapi.yaml') {
  const doc = parse(readFileSync(path, 'utf8')) as Json & { paths: Record<string, Record<string, Json>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID });

  const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

  /** Every documented operation, as `METHOD /path/{param}`. */
  const operations: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) if (item[method]) operations.push(`${method.toUpperCase()} ${path}`);
  }

  function responseRef(method: string, path: string, status: number): string | null {
    const op = doc.paths[path]?.[method.toLowerCase()] as { responses?: Record<string, Json> } | undefined;
    if (!op) throw new Error(`${method} ${path} is not in openapi.yaml`);
    let response = op.responses?.[String(status)];
    if (!response) return null;
    let base = `#/paths/${pointer(path, method.toLowerCase(), 'responses', String(status))}`;
    if (typeof response.$ref === 'string') {
      base = response.$ref;
      const name = response.$ref.split('/').pop()!;
      response = ((doc.components as Json).responses as Record<string, Json>)[name]!;
    }
    const content = response.content as Record<string, Json> | undefined;
    if (!content) return '';
    return `${DOC_ID}${base}/content/application~1json/schema`;
  }

  /** Throws with the validator's messages when the body does not match the documented schema. */
  function assertResponse(method: string, path: string, status: number, body: unknown): void {
    const ref = responseRef(method, path, status);
    if (ref === null) throw new Error(`${method} ${path} answered ${status}, which openapi.yaml does not document`);
    if (ref === '') {
      if (body !== null && body !== '' && body !== undefined) throw new Error(`${method} ${path} ${status} documents no body but got one`);
      return;
    }
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    if (!validate(body)) {
      throw new Error(`${method} ${path} ${status} breaks the contract: ${ajv.errorsText(validate.errors, { separator: '\n  ' })}`);
    }
  }

  return { doc, operations, assertResponse };
}
