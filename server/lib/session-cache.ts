import type { Db } from '../db/types.ts';
import type { Logger } from './log.ts';
import type { Metrics } from './metrics.ts';

/** Migration 005's channel: a session or a participant's program changed (see its payloads). */
export const SESSIONS_CHANGED = 'sessions_changed';

export interface SessionCacheOptions {
  /** A kept session is asked for again after this long anyway; default a minute. */
  ttlMs?: number;
  /** Sessions kept at most; the least recently used go first. Default 20,000. */
  max?: number;
  now?: () => number;
  log?: Logger;
  /** Counts hits and misses (cache `sessions`). */
  metrics?: Pick<Metrics, 'cacheLookups'>;
}

export interface SessionCache {
  /** The participant whose live session the token is, when they belong to the program; else null. */
  userOf(tokenHash: string, programId: number): Promise<string | null>;
  /** Called by the instance that revoked, once its transaction committed; others hear it from the database. */
  forgetToken(tokenHash: string): void;
  forgetUser(userId: string): void;
  forgetAll(): void;
  /** Whether responses come from memory now (false until listening, and while notifications may be lost). */
  readonly live: boolean;
  readonly size: number;
}

interface Kept {
  userId: string;
  programId: number;
  expiresAt: number;
  at: number;
}

/**
 * Verified sessions kept in memory, for the catalogue's read-only calls: at concurrency 50 the
 * session query was most of what a cached list page or suggestion cost (docs/performance.md).
 *
 * A revoked token must stop working at once, on every server instance. The database says when a
 * kept session may be wrong (migration 005 notifies after the change commits, whoever made it),
 * and memory is used only while those notices are heard: until listening starts, and whenever the
 * listening connection drops, every call asks the database. A lookup that was under way while a
 * notice arrived is not kept, as it may have read the state from before the change.
 */
export function sessionCache(db: Db, options: SessionCacheOptions = {}): SessionCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const max = options.max ?? 20_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  let live = false;
  // Bumped by every notice: a lookup keeps its response only if none came while it ran.
  let generation = 0;

  const forgetAll = () => {
    generation += 1;
    kept.clear();
  };
  const forgetToken = (tokenHash: string) => {
    generation += 1;
    kept.delete(tokenHash);
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const [hash, entry] of kept) if (entry.userId === userId) kept.delete(hash);
  };

  void db
    .listen(SESSIONS_CHANGED, {
      onMessage(payload) {
        if (payload.startsWith('token:')) forgetToken(payload.slice('token:'.length));
        else if (payload.startsWith('user:')) forgetUser(payload.slice('user:'.length));
        else forgetAll();
      },
      onLive(next) {
        // Whatever changed while nobody listened is unknown: start again from the database.
        forgetAll();
        live = next;
      },
    })
    .catch((error: unknown) => options.log?.error({ err: error }, 'session notices: not listening; every call asks the database'));

  return {
    async userOf(tokenHash, programId) {
      const hit = live ? kept.get(tokenHash) : undefined;
      const at = now();
      if (hit && at - hit.at < ttlMs && at < hit.expiresAt) {
        // Re-insert: Map keeps insertion order, so the front is always the least recently used.
        kept.delete(tokenHash);
        kept.set(tokenHash, hit);
        options.metrics?.cacheLookups.inc({ cache: 'sessions', result: 'hit' });
        return hit.programId === programId ? hit.userId : null;
      }
      options.metrics?.cacheLookups.inc({ cache: 'sessions', result: 'miss' });
      kept.delete(tokenHash);
      const asked = generation;
      const [row] = await db.query<{ user_id: string; program_id: number; expires_ms: number }>(
        `SELECT s.user_id, u.program_id, (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.deactivated_at IS NULL`,
        [tokenHash],
      );
      if (!row) return null;
      if (live && generation === asked) {
        kept.set(tokenHash, { userId: row.user_id, programId: row.program_id, expiresAt: row.expires_ms, at });
        while (kept.size > max) kept.delete(kept.keys().next().value!);
      }
      return row.program_id === programId ? row.user_id : null;
    },
    forgetToken,
    forgetUser,
    forgetAll,
    get live() {
      return live;
    },
    get size() {
      return kept.size;
    },
  };
}
