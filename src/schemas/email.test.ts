import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { emailSchema, isValidEmail, optionalEmailSchema } from './email';
import { validationMessages as m } from './messages';
import { allMessages } from './test-helpers';

const local64 = 'a'.repeat(64);
// 254 characters in all: the longest address the schema accepts.
const longest = `${local64}@${'b'.repeat(185)}.com`;

describe('emailSchema', () => {
  it('accepts a valid address and trims surrounding spaces', () => {
    expect(v.parse(emailSchema, '  alex@summit.example ')).toBe('alex@summit.example');
  });

  it('accepts exactly 254 characters and refuses 255', () => {
    expect(longest).toHaveLength(254);
    expect(v.safeParse(emailSchema, longest).success).toBe(true);
    expect(allMessages(emailSchema, `a${longest}`)).toEqual([m.invalidEmail]);
  });

  it.each(['', '   ', 'alex', 'alex@summit', 'alex@summit.c', 'alex summit@x.io', 'alex@summit..'])(
    'refuses %j with the one email message of the rules, once',
    (email) => {
      expect(allMessages(emailSchema, email)).toEqual(['Please Enter valid email address']);
    },
  );

  it('refuses a non-string with the same message', () => {
    expect(allMessages(emailSchema, undefined)).toEqual([m.invalidEmail]);
    expect(allMessages(emailSchema, 42)).toEqual([m.invalidEmail]);
  });
});

describe('optionalEmailSchema', () => {
  it('treats missing and empty as no email', () => {
    expect(v.safeParse(optionalEmailSchema, undefined).success).toBe(true);
    expect(v.parse(optionalEmailSchema, '  ')).toBe('');
  });

  it('still refuses a malformed or over-long email', () => {
    expect(allMessages(optionalEmailSchema, 'alex@')).toEqual([m.invalidEmail]);
    expect(allMessages(optionalEmailSchema, `a${longest}`)).toEqual([m.invalidEmail]);
    expect(v.parse(optionalEmailSchema, 'claim@thanks.example')).toBe('claim@thanks.example');
  });
});

describe('isValidEmail', () => {
  it('agrees with the schema', () => {
    for (const email of ['alex@summit.example', ' alex@summit.example ', longest, `a${longest}`, '', 'alex@summit']) {
      expect(isValidEmail(email)).toBe(v.safeParse(emailSchema, email).success);
    }
  });
});
