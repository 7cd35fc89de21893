import type { LocaleMessages } from '../types';
import { account } from './account';
import { auth } from './auth';
import { cart } from './cart';
import { common } from './common';
import { pages } from './pages';
import { shell } from './shell';
import { shop } from './shop';
import { sso } from './sso';
import { validation } from './validation';

export const fr = { common, validation, auth, pages, shell, sso, account, cart, shop } satisfies LocaleMessages;
