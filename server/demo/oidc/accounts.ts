// The development provider's own directory: the nine learners of the score page's allow list
// [demo 15, 25], who sign in there with Learn#2026. A real issuer (Okta…) keeps its own directory;
// this one only knows who the learners are and checks their provider password.
import { SCORE_ALLOW_LIST } from '../../../src/domain/score-allow-list.ts';
import type { Db } from '../../db/types.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

/** The learners' password at the development provider (not their shop password). */
export const LEARNER_PROVIDER_PASSWORD = 'Learn#2026';

export interface LearnerAccount {
  /** Stable subject: learner1 … learner9. */
  sub: string;
  email: string;
  name: string;
}

const subOf = (email: string) => email.slice(0, email.indexOf('@'));

export function learnerDirectory(db: Db) {
  // One hash for all nine, made once: every check still runs a full scrypt, whether the account exists or not.
  let hash: Promise<string> | undefined;
  const passwordHash = () => (hash ??= hashPassword(LEARNER_PROVIDER_PASSWORD));

  async function account(email: string | undefined): Promise<LearnerAccount | undefined> {
    if (!email) return undefined;
    const [row] = await db.query<{ name: string }>('SELECT name FROM users WHERE lower(email) = $1 ORDER BY id LIMIT 1', [email]);
    return { sub: subOf(email), email, name: row?.name ?? email };
  }

  /** The learner with this subject (learner1…), with the name the shop knows them by. */
  const findBySub = (sub: string) => account(SCORE_ALLOW_LIST.find((e) => subOf(e) === sub));

  /** The learner with this email address, in any case. */
  const findByEmail = (email: string) => account(SCORE_ALLOW_LIST.find((e) => e === email.trim().toLowerCase()));

  /** The account when the password is right; undefined otherwise, in the same time either way. */
  async function authenticate(email: string, password: string): Promise<LearnerAccount | undefined> {
    const found = await findByEmail(email);
    const ok = await verifyPassword(password, found ? await passwordHash() : null);
    return ok ? found : undefined;
  }

  return { findBySub, findByEmail, authenticate };
}

export type LearnerDirectory = ReturnType<typeof learnerDirectory>;
