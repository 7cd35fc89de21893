import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, createLogger, scrub, scrubDeep } from '../../../server/lib/log.ts';

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

describe('readable lines', () => {
  const capture = () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    return { lines, destination };
  };

  it('are chosen for a terminal and JSON lines otherwise, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('say a request in one line, keep other messages, show an error’s stack, and are scrubbed like JSON lines', () => {
    const { lines, destination } = capture();
    const log = createLogger({ level: 'info', format: 'pretty', destination, colorize: false });
    log.info({ reqId: 'r-1', method: 'GET', route: '/api/products', status: 200, ms: 4.1, client: '127.0.0.1' }, 'request');
    log.info({ url: 'http://127.0.0.1:3000' }, 'listening on http://127.0.0.1:3000');
    log.warn(`mailed alex@summit.example a link ?token=${TOKEN}`);
    log.error({ err: new Error(`failed for ${TOKEN}`) }, 'request failed');
    const text = lines.join('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/products 200 4\.1 ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: listening on http:\/\/127\.0\.0\.1:3000$/);
    expect(text).toMatch(/WARN: mailed \[email\] a link \?token=\[redacted\]/);
    expect(text).toMatch(/ERROR: request failed\n\s+err: \{/);
    expect(text).toContain('Error: failed for [token]');
    expect(text).not.toMatch(/summit\.example|q2Vh0X|"level"|reqId|pid/);
  });
});
