// The English namespaces every page may read, from the first render on: in the entry bundle.
import { auth } from './auth';
import { common } from './common';
import { pages } from './pages';
import { shell } from './shell';
import { sso } from './sso';
import { validation } from './validation';

export const bootEnglish = { common, validation, auth, pages, shell, sso } as const;
