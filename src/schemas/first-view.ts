import * as v from 'valibot';
import { LOCALES } from '../domain/locales';

/**
 * The data a page rendered on the server was rendered from (server/lib/first-view.ts), in its
 * `#first-view` block: the browser's hydrating render starts from the same, or does not hydrate.
 * The program and message sets are the API's own responses (GET /api/programs, /api/languages).
 */
export const firstViewSchema = v.object({
  program: v.looseObject({ languages: v.array(v.string()), status: v.boolean() }),
  messageSets: v.record(v.string(), v.record(v.string(), v.string())),
  locale: v.nullable(v.picklist(LOCALES)),
});

export type FirstViewData = v.InferOutput<typeof firstViewSchema>;
