import { describe, expect, it } from 'vitest';
import { findSecrets } from '../support/log-secrets.ts';

describe('findSecrets (the browser run’s log check)', () => {
  it('finds passwords, addresses, tokens, reset links and hashes, by line', () => {
    const log = [
      '{"msg":"request","route":"/token","status":200}',
      '{"msg":"sign-in of alex@summit.example"}',
      '{"authorization":"Bearer q2Vh0XWmF1b7cR3nT8yPz4LkJd6sA9eGuBi5oNw_M-E"}',
      '{"link":"http://localhost/login/reset-password?token=abc&email=x"}',
      '{"password":"Summit#2026"}',
      '{"hash":"scrypt$16384$8$1$salt$hash"}',
      '{"set":"Lantern#7788"}',
    ].join('\n');
    expect(findSecrets(log, ['Lantern#7788'])).toEqual([
      { line: 2, what: 'an e-mail address' },
      { line: 3, what: 'a bearer token' },
      { line: 3, what: 'a token' },
      { line: 4, what: 'a reset link' },
      { line: 5, what: 'a password' },
      { line: 6, what: 'a password hash' },
      { line: 7, what: 'a password' },
    ]);
  });

  it('passes what the server writes after scrubbing', () => {
    const scrubbed = '{"reqId":"3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f","msg":"mailed [email] ?token=[redacted]","route":"/api/users/:sid/addresses"}';
    expect(findSecrets(scrubbed)).toEqual([]);
  });
});
