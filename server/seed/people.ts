// Participants, exactly as product/demo.md rule 13 lists them. Ids are readable and stable
// (u_alex_summit, u_gold_1001, u_thanks_0001) so tests and support can name them.
import { SCORE_ALLOW_LIST } from '../../src/domain/score-allow-list.ts';
import { pad } from './rng.ts';
import type { S } from './types.ts';

/** Demo passwords are published in product/demo.md rule 13; which one a user has, by key. */
export const DEMO_PASSWORDS = { summit: 'Summit#2026', apex: 'Apex#2026' } as const;
export type PasswordKey = keyof typeof DEMO_PASSWORDS;

export interface SeedUser {
  id: string;
  programSlug: string;
  login: string;
  name: string;
  email: string;
  password: PasswordKey | null;
  status: string | null;
  balance: number | null;
  lastUpdateDate: string | null;
  levelId: string | null;
  country: string | null;
  customFields: Record<string, string>;
  createdAt: string;
}

export interface SeedAddress {
  id: string;
  userId: string;
  isDefault: boolean;
  data: S['AddressInput'];
}

const CREATED = '2026-01-05T09:00:00.000Z';
/** When balances were last brought up to date by the program's feed. */
export const BALANCE_DATE = '2026-11-02T09:00:00.000Z';

function points(id: string, programSlug: string, email: string, name: string, balance: number, extra: Partial<SeedUser> = {}): SeedUser {
  return {
    id,
    programSlug,
    login: email,
    name,
    email,
    password: 'summit',
    status: null,
    balance,
    lastUpdateDate: BALANCE_DATE,
    levelId: null,
    country: 'USA',
    customFields: {},
    createdAt: CREATED,
    ...extra,
  };
}

export const ALEX_EMAIL = 'alex@summit.example';
export const ALEX_BALANCE = 25_000;
const ALEX_FIELDS = { customField1: 'CC-4410', customField2: 'E-20417' };

// learner1 … learner9: learner1 12,345 and learner9 0 [demo 15]; the rest any non-zero balance.
const LEARNER_BALANCES = [12_345, 8_200, 3_150, 15_000, 640, 27_500, 1_975, 4_400, 0];
const LEARNER_NAMES = ['Riley Chen', 'Priya Natarajan', 'Marcus Webb', 'Sofia Alvarez', 'Tom Becker', 'Hana Sato', 'Leo Rossi', 'Grace Okafor', 'Noah Lindqvist'];
const TIER_NAMES = ['Avery Brooks', 'Jamie Fox', 'Morgan Hale', 'Casey Kim', 'Robin Diaz', 'Taylor Reed', 'Jordan Blake', 'Quinn Patel', 'Drew Novak', 'Sam Ortiz'];

/** alex in a program other than Summit Rewards: an account of its own, with his balance and no history. */
export function alexIn(programSlug: string): SeedUser {
  return points(`u_alex_${programSlug}`, programSlug, ALEX_EMAIL, 'Alex Morgan', ALEX_BALANCE);
}

export function seedUsers(): SeedUser[] {
  const users: SeedUser[] = [
    points('u_alex_summit', 'summit', ALEX_EMAIL, 'Alex Morgan', ALEX_BALANCE, { customFields: ALEX_FIELDS }),
    points('u_low_summit', 'summit', 'low@summit.example', 'Jordan Lee', 1_000, { customFields: { customField1: 'CC-2210', customField2: 'E-30112' } }),
    // Points participants are never marked Used by ordering; this one is seeded so [demo 16].
    points('u_used_summit', 'summit', 'used@summit.example', 'Sam Taylor', 500, { status: 'Used' }),
  ];
  for (let i = 1; i <= 100; i++) {
    users.push(points(`u_buyer${pad(i, 3)}_summit`, 'summit', `buyer${pad(i, 3)}@summit.example`, `Buyer ${pad(i, 3)}`, 100_000));
  }
  SCORE_ALLOW_LIST.forEach((email, i) => {
    users.push(points(`u_learner${i + 1}_summit`, 'summit', email, LEARNER_NAMES[i] ?? `Learner ${i + 1}`, LEARNER_BALANCES[i] ?? 1_000));
  });
  // The same person in the closed and rebuilding programs: one account per program.
  for (const slug of ['winter', 'spring']) users.push(alexIn(slug));

  // Apex Tiers (plateau): sign-in by user id, no balance.
  const tier = (level: 'gold' | 'silver', code: number, i: number): SeedUser => ({
    id: `u_${level}_${code}`,
    programSlug: 'apex',
    login: `${level.toUpperCase()}-${code}`,
    name: TIER_NAMES[i] ?? `${level} ${code}`,
    email: `${level.toUpperCase()}-${code}`,
    password: 'apex',
    status: null,
    balance: null,
    lastUpdateDate: null,
    levelId: level,
    country: 'USA',
    customFields: {},
    createdAt: CREATED,
  });
  for (let i = 0; i < 10; i++) users.push(tier('gold', 1001 + i, i));
  for (let i = 0; i < 10; i++) users.push(tier('silver', 2001 + i, i));

  // Thank You Gifts (claim): the code is the login; no password, no balance. Readable on purpose
  // [demo 17]; codes for a real program come from `npm run codes` with 60 random bits.
  const claim = (code: string, status: string | null): SeedUser => ({
    id: `u_${code.toLowerCase().replace(/-/g, '_')}`,
    programSlug: 'thanks',
    login: code,
    name: 'Gift Recipient',
    email: code,
    password: null,
    status,
    balance: null,
    lastUpdateDate: null,
    levelId: null,
    country: null,
    customFields: {},
    createdAt: CREATED,
  });
  for (let i = 1; i <= 100; i++) users.push(claim(`THANKS-${pad(i, 4)}`, null));
  users.push(claim('THANKS-USED', 'Used'));
  return users;
}

const home = (userId: string): S['AddressInput'] => ({
  fullName: 'Alex Morgan',
  email: ALEX_EMAIL,
  phone: '(555) 201-4410',
  country: 'USA',
  townCity: 'Denver',
  stateCounty: 'CO',
  postcode: '80202',
  address1: '1600 Summit Avenue',
  address2: 'Apt 12B',
  companyName: null,
  ...(userId === 'u_alex_summit' ? { customField1: { label: 'Cost Centre', value: 'CC-4410' } } : {}),
});

export const ALEX_HOME = home('u_alex_summit');

export function seedAddresses(users: readonly SeedUser[]): SeedAddress[] {
  const out: SeedAddress[] = [];
  for (const user of users) {
    if (user.email === ALEX_EMAIL) {
      out.push({ id: `addr_${user.id.slice(2)}_1`, userId: user.id, isDefault: true, data: home(user.id) });
    }
    if (user.id === 'u_alex_summit') {
      out.push({
        id: 'addr_alex_summit_2',
        userId: user.id,
        isDefault: false,
        data: {
          fullName: 'Alex Morgan',
          email: ALEX_EMAIL,
          phone: '(555) 201-7788',
          phoneExt: '214',
          country: 'USA',
          townCity: 'San Francisco',
          stateCounty: 'CA',
          postcode: '94105',
          address1: '410 Market Street',
          address2: 'Floor 3',
          companyName: 'Summit Outfitters',
        },
      });
    }
    if (user.id === 'u_low_summit') {
      out.push({
        id: 'addr_low_summit_1',
        userId: user.id,
        isDefault: true,
        data: {
          fullName: 'Jordan Lee',
          email: user.email,
          phone: '555-318-2290',
          country: 'USA',
          townCity: 'Austin',
          stateCounty: 'TX',
          postcode: '78701',
          address1: '220 Congress Avenue',
        },
      });
    }
  }
  return out;
}
