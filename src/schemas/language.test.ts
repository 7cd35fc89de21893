import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { languageUpdateSchema } from './language';
import { validationMessages as m } from './messages';
import { firstMessages } from './test-helpers';

describe('languageUpdateSchema', () => {
  it('accepts each of the seven program locales', () => {
    for (const language of ['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl'])
      expect(v.parse(languageUpdateSchema, { language })).toEqual({ language });
  });

  it('refuses an alias, a region variant, another code or none', () => {
    for (const language of ['es', 'de', 'fr-FR', 'xx', '', 3])
      expect(firstMessages(languageUpdateSchema, { language })).toEqual({ language: m.invalidValue });
    expect(firstMessages(languageUpdateSchema, {})).toEqual({ language: m.invalidValue });
  });
});
