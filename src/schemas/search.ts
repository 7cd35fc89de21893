import * as v from 'valibot';

import { SEARCH_TEXT_MAX, SUGGESTIONS_MIN_CHARS } from './field-rules';
import { validationMessages as m } from './messages';

/** Suggestions are fetched only from 3 typed characters on [validation 31]; surrounding spaces do not count. */
export function isSuggestionQuery(query: string): boolean {
  return query.trim().length >= SUGGESTIONS_MIN_CHARS;
}

/** The `q` of GET /api/products/suggestions. */
export const suggestionTermSchema = v.pipe(
  v.string(m.searchTooShort),
  v.trim(),
  v.minLength(SUGGESTIONS_MIN_CHARS, m.searchTooShort),
  v.maxLength(SEARCH_TEXT_MAX, m.tooLong),
);
