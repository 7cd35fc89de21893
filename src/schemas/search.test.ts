import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { validationMessages as m } from './messages';
import { isSuggestionQuery, suggestionTermSchema } from './search';
import { allMessages } from './test-helpers';

describe('isSuggestionQuery', () => {
  it('starts at 3 characters, not counting surrounding spaces', () => {
    expect(isSuggestionQuery('')).toBe(false);
    expect(isSuggestionQuery('ca')).toBe(false);
    expect(isSuggestionQuery('  ca  ')).toBe(false);
    expect(isSuggestionQuery('cam')).toBe(true);
    expect(isSuggestionQuery(' camera ')).toBe(true);
  });
});

describe('suggestionTermSchema', () => {
  it('takes 3 to 100 characters, trimmed', () => {
    expect(v.parse(suggestionTermSchema, ' cam ')).toBe('cam');
    expect(v.safeParse(suggestionTermSchema, 'c'.repeat(100)).success).toBe(true);
    expect(allMessages(suggestionTermSchema, 'c'.repeat(101))).toEqual([m.tooLong]);
    expect(allMessages(suggestionTermSchema, 'ca')).toEqual(['Type at least 3 characters to see suggestions.']);
    expect(allMessages(suggestionTermSchema, undefined)).toEqual([m.searchTooShort]);
  });

  it('agrees with isSuggestionQuery on the lower bound', () => {
    for (const q of ['', 'a', 'ab', ' ab ', 'abc', '  abc']) {
      expect(v.safeParse(suggestionTermSchema, q).success).toBe(isSuggestionQuery(q));
    }
  });
});
