// What a server's log must never hold, checked over the log of a whole browser run
// (tests/support/e2e-run.ts): the demo's passwords, e-mail addresses, bearer tokens, reset links,
// token-shaped strings and password hashes. The server scrubs its lines (server/lib/log.ts); this
// reads the file it wrote, independently of that code.
import { DEMO_PASSWORDS } from '../../server/seed/people.ts';

const SHAPES: [string, RegExp][] = [
  ['an e-mail address', /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/],
  ['a bearer token', /Bearer\s+[A-Za-z0-9_-]{20,}/i],
  ['a reset link', /reset-password\?[^"\s]*token=(?!\[redacted\])/],
  ['a token', /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/],
  ['a password hash', /scrypt\$\d+\$/],
];

export interface SecretFound {
  line: number;
  what: string;
}

/** Each line of `text` that holds a secret, and what it holds; `extra` adds literal secrets (new passwords a run set). */
export function findSecrets(text: string, extra: readonly string[] = []): SecretFound[] {
  const literals = [...Object.values(DEMO_PASSWORDS), ...extra];
  const found: SecretFound[] = [];
  text.split('\n').forEach((content, index) => {
    for (const literal of literals) if (content.includes(literal)) found.push({ line: index + 1, what: 'a password' });
    for (const [what, pattern] of SHAPES) if (pattern.test(content)) found.push({ line: index + 1, what });
  });
  return found;
}
