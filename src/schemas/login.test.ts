import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { claimCodeSignInSchema, credentialsSchema, signInRequestSchema } from './login';
import { validationMessages as m } from './messages';
import { firstMessages } from './test-helpers';

describe('credentialsSchema', () => {
  it('takes an email or a plateau user id, trimmed, and an untrimmed password', () => {
    expect(v.parse(credentialsSchema, { email: ' alex@summit.example ', password: ' Summit#2026' })).toEqual({
      email: 'alex@summit.example',
      password: ' Summit#2026',
    });
    expect(v.parse(credentialsSchema, { email: 'GOLD-1001', password: 'Apex#2026' }).email).toBe('GOLD-1001');
  });

  it('needs both fields', () => {
    expect(firstMessages(credentialsSchema, { email: '   ', password: '' })).toEqual({
      email: 'Please enter your user ID or email.',
      password: 'Please enter your password.',
    });
    expect(firstMessages(credentialsSchema, {})).toEqual({ email: m.loginIdRequired, password: m.passwordRequired });
  });

  it('bounds the id at 254 and the password at 128 characters', () => {
    expect(firstMessages(credentialsSchema, { email: 'a'.repeat(254), password: 'p'.repeat(128) })).toEqual({});
    expect(firstMessages(credentialsSchema, { email: 'a'.repeat(255), password: 'p'.repeat(129) })).toEqual({
      email: m.tooLong,
      password: m.tooLong,
    });
  });

  it('refuses a body that is not an object', () => {
    expect(firstMessages(credentialsSchema, 'alex')).toEqual({ $: m.invalidValue });
  });
});

describe('claimCodeSignInSchema', () => {
  it('takes the code alone, in the email field, and drops a password', () => {
    expect(v.parse(claimCodeSignInSchema, { email: ' THANKS-0001 ', password: 'x' })).toEqual({ email: 'THANKS-0001' });
  });

  it('needs 1 to 64 characters', () => {
    expect(firstMessages(claimCodeSignInSchema, { email: 'T' })).toEqual({});
    expect(firstMessages(claimCodeSignInSchema, { email: 'T'.repeat(64) })).toEqual({});
    expect(firstMessages(claimCodeSignInSchema, { email: 'T'.repeat(65) })).toEqual({ email: m.tooLong });
    expect(firstMessages(claimCodeSignInSchema, { email: ' ' })).toEqual({ email: 'Please enter your code.' });
    expect(firstMessages(claimCodeSignInSchema, {})).toEqual({ email: m.claimCodeRequired });
  });
});

describe('signInRequestSchema (POST /token)', () => {
  it('takes a password for points and plateau, none for claim', () => {
    expect(v.parse(signInRequestSchema, { email: 'alex@summit.example', password: 'Summit#2026' })).toEqual({
      email: 'alex@summit.example',
      password: 'Summit#2026',
    });
    expect(v.parse(signInRequestSchema, { email: 'THANKS-0001' })).toEqual({ email: 'THANKS-0001' });
  });

  it('still refuses an empty id or an empty password that is sent', () => {
    expect(firstMessages(signInRequestSchema, { email: '', password: '' })).toEqual({
      email: m.loginIdRequired,
      password: m.passwordRequired,
    });
  });
});
