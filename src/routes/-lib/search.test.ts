import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resetPasswordSearchSchema } from './search';

describe('the password page’s address', () => {
  it('reads an invitation’s mark as the router hands it over (`invitation=1` is the number 1)', () => {
    expect(v.parse(resetPasswordSearchSchema, { token: 'abc', email: 'a@b.example', invitation: 1, lang: 'ge' })).toEqual({
      token: 'abc',
      email: 'a@b.example',
      invitation: true,
    });
    expect(v.parse(resetPasswordSearchSchema, { token: 'abc', invitation: 'no' }).invitation).toBe(false);
    expect(v.parse(resetPasswordSearchSchema, { token: 123 })).toEqual({ token: '123' });
  });
});
