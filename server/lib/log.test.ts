import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, scrub, scrubDeep } from './log.ts';

const TOKEN = 'q2Vh0XWmF1b7cR3nT8yPz4LkJd6sA9eGuBi5oNw_M-E'; // 43 characters, as newToken() makes

describe('scrub', () => {
  it('removes tokens, bearer headers, reset-link queries, e-mail addresses and password hashes', () => {
    expect(scrub(`Bearer ${TOKEN}`)).toBe('Bearer [token]');
    expect(scrub(`token ${TOKEN} used`)).toBe('token [token] used');
    expect(scrub('https://shop.example/login/reset-password?token=abc&email=alex%40summit.example#x')).toBe(
      'https://shop.example/login/reset-password?token=[redacted]&email=[redacted]#x',
    );
    expect(scrub('duplicate key (email)=(Alex.Smith+x@Summit.example) exists')).toBe('duplicate key (email)=([email]) exists');
    expect(scrub('scrypt$16384$8$1$c2FsdA$aGFzaA')).toBe('[hash]');
    expect(scrub('a'.repeat(64))).toBe('[token]');
  });

  it('keeps what an operator needs: request ids, routes, order ids, numbers', () => {
    const line = 'reqId 3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f POST /api/users/:sid/addresses 201 ord_AbC123xyz 12.5 ms';
    expect(scrub(line)).toBe(line);
  });

  it('drops the values of keys that name secrets or personal data, at any depth, and scrubs errors', () => {
    const error = new Error('no user alex@summit.example');
    const out = scrubDeep({ user: { email: 'a@b.example', password: 'x', address1: '1 Main St', postcode: '80202' }, route: '/token', err: error }) as Record<
      string,
      Record<string, unknown>
    >;
    expect(out.user).toEqual({ email: '[redacted]', password: '[redacted]', address1: '[redacted]', postcode: '[redacted]' });
    expect(out.route).toBe('/token');
    expect(out.err!.message).toBe('no user [email]');
    expect(String(out.err!.stack)).not.toContain('alex@summit.example');
  });
});

describe('createLogger', () => {
  it('writes JSON lines at the level asked, scrubbed whatever the caller passed', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const log = createLogger({ level: 'info', destination });
    log.debug('not written');
    log.info({ to: 'alex@summit.example', authorization: `Bearer ${TOKEN}` }, `mailed alex@summit.example a link ?token=${TOKEN}`);
    log.error({ err: new Error(`failed for ${TOKEN}`) }, 'boom');
    expect(lines).toHaveLength(2);
    const [info, error] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(info).toMatchObject({ level: 30, to: '[email]', authorization: '[redacted]', msg: 'mailed [email] a link ?token=[redacted]' });
    expect((error!.err as { message: string }).message).toBe('failed for [token]');
    expect(lines.join('\n')).not.toMatch(/summit\.example|q2Vh0X/);
  });
});
