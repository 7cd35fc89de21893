import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { validationMessages as m } from './messages';
import { getPointsRequestSchema, oidcSignInRequestSchema, ssoTokenRequestSchema } from './sso';
import { firstMessages } from './test-helpers';

describe('ssoTokenRequestSchema', () => {
  it('takes a token of 1 to 8192 characters', () => {
    expect(v.parse(ssoTokenRequestSchema, { token: ' eyJ.a.b ' })).toEqual({ token: 'eyJ.a.b' });
    expect(firstMessages(ssoTokenRequestSchema, { token: 't'.repeat(8192) })).toEqual({});
    expect(firstMessages(ssoTokenRequestSchema, { token: 't'.repeat(8193) })).toEqual({ token: m.signOnTokenMissing });
    expect(firstMessages(ssoTokenRequestSchema, { token: '' })).toEqual({
      token: 'The sign-on link is incomplete. Please sign in again.',
    });
    expect(firstMessages(ssoTokenRequestSchema, {})).toEqual({ token: m.signOnTokenMissing });
  });
});

describe('oidcSignInRequestSchema', () => {
  it('needs a valid email and a token', () => {
    expect(v.safeParse(oidcSignInRequestSchema, { email: 'alex@summit.example', token: 'id-token' }).success).toBe(true);
    expect(firstMessages(oidcSignInRequestSchema, { email: 'alex', token: '' })).toEqual({
      email: m.invalidEmail,
      token: m.signOnTokenMissing,
    });
  });
});

describe('getPointsRequestSchema', () => {
  it('needs a valid email', () => {
    expect(v.parse(getPointsRequestSchema, { email: 'alex@summit.example' })).toEqual({ email: 'alex@summit.example' });
    expect(firstMessages(getPointsRequestSchema, { email: 'nope' })).toEqual({ email: m.invalidEmail });
    expect(firstMessages(getPointsRequestSchema, 'alex@summit.example')).toEqual({ $: m.invalidValue });
  });
});
