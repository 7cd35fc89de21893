import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { validationMessages as m } from './messages';
import { profileSchema } from './profile';
import { allMessages, firstMessages } from './test-helpers';

describe('profileSchema', () => {
  it('accepts a name and email, trimmed', () => {
    expect(v.parse(profileSchema, { name: '  Alex Summit ', email: ' alex@summit.example' })).toEqual({
      name: 'Alex Summit',
      email: 'alex@summit.example',
    });
  });

  it('needs a name of 2 to 50 characters', () => {
    expect(firstMessages(profileSchema, { name: 'Al', email: 'alex@summit.example' })).toEqual({});
    expect(firstMessages(profileSchema, { name: 'n'.repeat(50), email: 'alex@summit.example' })).toEqual({});
    expect(allMessages(profileSchema, { name: ' A ', email: 'alex@summit.example' })).toEqual([m.nameRequired]);
    expect(allMessages(profileSchema, { name: '', email: 'alex@summit.example' })).toEqual([
      'Please enter your name (at least 2 characters).',
    ]);
    expect(firstMessages(profileSchema, { name: 'n'.repeat(51), email: 'alex@summit.example' })).toEqual({ name: m.tooLong });
  });

  it('refuses a name with a line break or another control character', () => {
    for (const name of ['Alex\r\nBcc: spy@evil.example', 'Alex\nSummit', 'Al\u0007ex', 'Alex\u2029Summit', 'Alex\u202ESummit'])
      expect(firstMessages(profileSchema, { name, email: 'alex@summit.example' }), JSON.stringify(name)).toEqual({ name: m.invalidValue });
    expect(firstMessages(profileSchema, { name: 'Zoé Ñúñez 王芳', email: 'alex@summit.example' })).toEqual({});
  });

  it('needs a valid email', () => {
    expect(firstMessages(profileSchema, { name: 'Alex', email: 'alex@' })).toEqual({ email: m.invalidEmail });
    expect(firstMessages(profileSchema, {})).toEqual({ name: m.nameRequired, email: m.invalidEmail });
  });
});
