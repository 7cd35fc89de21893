// The English namespaces only signed-in pages read (the account, the cart and checkout, the shop):
// about 4 kB gzip that /login need not download. The signed-in frame's chunk carries them and
// registers them as it loads (../signed-in-english.ts); anything else that reads them first waits
// for this chunk (docs/performance.md).
import { account } from './account';
import { cart } from './cart';
import { shop } from './shop';

export const signedInEnglish = { account, cart, shop } as const;
