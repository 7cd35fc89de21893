import { describe, expect, it } from 'vitest';
import type { Db, NoticeHandlers } from '../../../server/db/types.ts';
import { SESSIONS_CHANGED, sessionCache } from '../../../server/lib/session-cache.ts';

interface Row {
  user_id: string;
  program_id: number;
  expires_ms: number;
}

/** A database of sessions by token hash that counts its queries and can hold one open. */
function fakeDb(rows: Record<string, Row>) {
  let handlers: NoticeHandlers | undefined;
  let channel = '';
  let hold: Promise<void> | undefined;
  const db = {
    queries: 0,
    async query<T>(_text: string, params: readonly unknown[] = []): Promise<T[]> {
      db.queries += 1;
      // Read now, answer later: a lookup that reads, then waits while a notice arrives.
      const row = rows[params[0] as string];
      if (hold) await hold;
      return (row ? [{ ...row }] : []) as T[];
    },
    async listen(name: string, next: NoticeHandlers) {
      channel = name;
      handlers = next;
      return async () => undefined;
    },
  };
  return {
    db: db as typeof db & Db,
    get channel() {
      return channel;
    },
    notify: (payload: string) => handlers!.onMessage(payload),
    setLive: (live: boolean) => handlers!.onLive(live),
    holdQueries() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

const HOUR = 3_600_000;
const NOW = 1_000_000;

function setup(options: { ttlMs?: number; max?: number } = {}) {
  const rows: Record<string, Row> = {
    ta: { user_id: 'ua', program_id: 1, expires_ms: NOW + HOUR },
    tb: { user_id: 'ub', program_id: 1, expires_ms: NOW + HOUR },
    tb2: { user_id: 'ub', program_id: 1, expires_ms: NOW + HOUR },
  };
  const fake = fakeDb(rows);
  let clock = NOW;
  const cache = sessionCache(fake.db, { ...options, now: () => clock });
  return {
    rows,
    fake,
    cache,
    advance: (ms: number) => (clock += ms),
  };
}

describe('sessionCache', () => {
  it('listens on the channel migration 005 notifies, and asks the database until listening', async () => {
    const { fake, cache } = setup();
    expect(fake.channel).toBe(SESSIONS_CHANGED);
    expect(cache.live).toBe(false);
    expect(await cache.userOf('ta', 1)).toBe('ua');
    expect(await cache.userOf('ta', 1)).toBe('ua');
    expect(fake.db.queries).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('answers a verified session from memory while live, for its own program only', async () => {
    const { fake, cache } = setup();
    fake.setLive(true);
    expect(await cache.userOf('ta', 1)).toBe('ua');
    expect(await cache.userOf('ta', 1)).toBe('ua');
    expect(await cache.userOf('ta', 2)).toBeNull();
    expect(fake.db.queries).toBe(1);
  });

  it('never keeps a token the database does not know', async () => {
    const { fake, cache } = setup();
    fake.setLive(true);
    expect(await cache.userOf('nope', 1)).toBeNull();
    expect(await cache.userOf('nope', 1)).toBeNull();
    expect(fake.db.queries).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets a token, a participant or everything on notice, and asks again', async () => {
    const { rows, fake, cache } = setup();
    fake.setLive(true);
    for (const t of ['ta', 'tb', 'tb2']) await cache.userOf(t, 1);
    expect(cache.size).toBe(3);

    delete rows.ta;
    fake.notify('token:ta');
    expect(cache.size).toBe(2);
    expect(await cache.userOf('ta', 1)).toBeNull();

    fake.notify('user:ub');
    expect(cache.size).toBe(0);
    await cache.userOf('tb', 1);
    fake.notify('*');
    expect(cache.size).toBe(0);
    expect(fake.db.queries).toBe(5);
  });

  it('does the same when the instance that revoked says so itself', async () => {
    const { fake, cache } = setup();
    fake.setLive(true);
    for (const t of ['ta', 'tb', 'tb2']) await cache.userOf(t, 1);
    cache.forgetToken('ta');
    expect(cache.size).toBe(2);
    cache.forgetUser('ub');
    expect(cache.size).toBe(0);
    await cache.userOf('ta', 1);
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });

  it('does not keep what a lookup read before a notice that arrived while it ran', async () => {
    const { fake, cache } = setup();
    fake.setLive(true);
    const release = fake.holdQueries();
    const pending = cache.userOf('ta', 1);
    // The revocation commits while the lookup's response (read before it) is on its way.
    fake.notify('token:ta');
    release();
    expect(await pending).toBe('ua');
    expect(cache.size).toBe(0);
    await cache.userOf('ta', 1);
    expect(fake.db.queries).toBe(2);
  });

  it('empties and stops answering from memory when notices may be lost, until they flow again', async () => {
    const { fake, cache } = setup();
    fake.setLive(true);
    await cache.userOf('ta', 1);
    fake.setLive(false);
    expect(cache.size).toBe(0);
    await cache.userOf('ta', 1);
    await cache.userOf('ta', 1);
    expect(fake.db.queries).toBe(3);
    expect(cache.size).toBe(0);
    fake.setLive(true);
    await cache.userOf('ta', 1);
    await cache.userOf('ta', 1);
    expect(fake.db.queries).toBe(4);
  });

  it('asks again after its time to live, and never serves a session past its expiry', async () => {
    const { rows, fake, cache, advance } = setup({ ttlMs: 60_000 });
    fake.setLive(true);
    rows.ta!.expires_ms = NOW + 30_000;
    await cache.userOf('ta', 1);
    await cache.userOf('tb', 1);
    advance(30_000);
    // Expired: asked again (the database's own expiry check answers no).
    delete rows.ta;
    expect(await cache.userOf('ta', 1)).toBeNull();
    expect(fake.db.queries).toBe(3);
    advance(30_000);
    expect(await cache.userOf('tb', 1)).toBe('ub');
    expect(fake.db.queries).toBe(4);
  });

  it('keeps at most max sessions, dropping the least recently used', async () => {
    const { fake, cache } = setup({ max: 2 });
    fake.setLive(true);
    await cache.userOf('ta', 1);
    await cache.userOf('tb', 1);
    await cache.userOf('ta', 1); // ta is now the most recently used
    await cache.userOf('tb2', 1);
    expect(cache.size).toBe(2);
    const before = fake.db.queries;
    await cache.userOf('ta', 1);
    expect(fake.db.queries).toBe(before);
    await cache.userOf('tb', 1);
    expect(fake.db.queries).toBe(before + 1);
  });
});
