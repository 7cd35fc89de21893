import { loadOnce } from '../../lib/load-once';
import type { Namespace } from './types';
import type { signedInEnglish } from './en/signed-in';

// English of the signed-in namespaces, once their chunk has loaded. Kept outside any translator
// instance: the signed-in frame's module registers them as it is evaluated, before anything it
// renders reads them, and that module has no instance to hand (docs/performance.md).

type SignedInNamespace = keyof typeof signedInEnglish;

/** The namespaces that are not in the entry bundle. */
export const SIGNED_IN_NAMESPACES: ReadonlySet<Namespace> = new Set<SignedInNamespace>(['account', 'cart', 'shop']);

const registered = new Map<Namespace, Readonly<Record<string, string>>>();

export function registerSignedInEnglish(texts: typeof signedInEnglish): void {
  for (const [ns, bundle] of Object.entries(texts)) registered.set(ns as Namespace, bundle);
}

/** The English text of a signed-in namespace; undefined when absent or not loaded yet. */
export function signedInEnglishText(ns: Namespace, key: string): string | undefined {
  const bundle = registered.get(ns);
  return bundle && Object.hasOwn(bundle, key) ? bundle[key] : undefined;
}

export function isSignedInEnglishRegistered(ns: Namespace): boolean {
  return registered.has(ns);
}

/** Fetches and registers the signed-in namespaces' English (once), for whatever reads them outside the frame. */
export const loadSignedInEnglish: () => Promise<void> = loadOnce(() =>
  import('./en/signed-in').then((m) => registerSignedInEnglish(m.signedInEnglish)),
);
