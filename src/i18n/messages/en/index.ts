// English: the texts every locale falls back to, and the shape the others are checked against.
// In the entry bundle; the other locales are chunks loaded when chosen (../index.ts).
import { account } from './account';
import { auth } from './auth';
import { cart } from './cart';
import { common } from './common';
import { pages } from './pages';
import { shell } from './shell';
import { shop } from './shop';
import { sso } from './sso';
import { validation } from './validation';

export const english = { common, validation, auth, pages, shell, sso, account, cart, shop } as const;
