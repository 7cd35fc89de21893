// [locales-and-regions 6]: the built-in translation table for the category and breadcrumb names Home, Checkout,
// Shopping Cart and Shop, which programs deliver in English. The texts are `common` keys.
const BUILT_IN_TERMS = {
  home: 'home',
  shop: 'shop',
  checkout: 'checkout',
  'shopping cart': 'shoppingCart',
} as const;

export type BuiltInTermKey = (typeof BUILT_IN_TERMS)[keyof typeof BUILT_IN_TERMS];

/** The `common` key of a built-in term (any case, surrounding spaces ignored); undefined for other names. */
export function builtInTermKey(name: string): BuiltInTermKey | undefined {
  const normalized = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return Object.hasOwn(BUILT_IN_TERMS, normalized) ? BUILT_IN_TERMS[normalized as keyof typeof BUILT_IN_TERMS] : undefined;
}

/** The name in the current locale when it is a built-in term, else the name as given. */
export function translateBuiltInTerm(name: string, t: (key: BuiltInTermKey) => string): string {
  const key = builtInTermKey(name);
  return key ? t(key) : name;
}
