import { DEFAULT_LOCALE, type Locale } from '../domain/locales';
import type { CatalogueResources, Namespace } from './messages';
import { signedInEnglishText } from './messages/signed-in-english';

// The app's translator. It does what the shop asks of one: flat ids per namespace, `{{name}}`
// placeholders, English as the fallback, texts added at run time (a locale's chunk, the program's
// message sets) and a change signal for React. It replaced i18next, whose 15 kB gzip in every
// first download bought plural rules, formatters and backends the shop does not use (docs/performance.md).

type Resources = CatalogueResources;
type Bundle = Record<string, string>;

/** The ids of one namespace. */
type MessageKey<N extends Namespace> = keyof Resources[N] & string;

/** The names between `{{` and `}}` in a text (none for a text typed only as string). */
type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** A t() call's values: required, with exactly the English text's placeholders, when it has any. */
type Values<S> = [Placeholders<S>] extends [never] ? [values?: undefined] : [values: Readonly<Record<Placeholders<S>, string | number>>];

/** One namespace's t: `t('login.title')`, `t('forgot.sent', { email })`. Unknown ids fail to compile. */
export type TFunction<N extends Namespace> = <K extends MessageKey<N>>(key: K, ...values: Values<Resources[N][K]>) => string;

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** `{{name}}` → its value; a placeholder without a value stays as written, so the gap is visible. */
export function interpolate(text: string, values: Readonly<Record<string, string | number>> | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

export class Texts {
  #language: Locale;
  readonly #bundles = new Map<string, Bundle>();
  readonly #listeners = new Set<() => void>();
  #version = 0;

  constructor(language: Locale = DEFAULT_LOCALE) {
    this.#language = language;
  }

  get language(): Locale {
    return this.#language;
  }

  /** Changes with every language change and every text added: React's snapshot of this store. */
  readonly version = (): number => this.#version;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  setLanguage(language: Locale): void {
    if (language === this.#language) return;
    this.#language = language;
    this.#changed();
  }

  /**
   * Adds texts to a locale's namespace. `overwrite` false keeps what is there: a locale's built-in
   * texts arriving after the program's message sets must not replace them.
   */
  add(locale: string, ns: string, texts: Readonly<Record<string, string>>, { overwrite }: { overwrite: boolean }): void {
    const id = `${locale}/${ns}`;
    const bundle = this.#bundles.get(id) ?? {};
    for (const [key, text] of Object.entries(texts)) {
      if (overwrite || !Object.hasOwn(bundle, key)) bundle[key] = text;
    }
    this.#bundles.set(id, bundle);
    this.#changed();
  }

  /** One text of one locale as stored, without fallback; undefined when absent. */
  get(locale: string, ns: string, key: string): string | undefined {
    const bundle = this.#bundles.get(`${locale}/${ns}`);
    return bundle && Object.hasOwn(bundle, key) ? bundle[key] : undefined;
  }

  /** A copy of one locale's namespace. */
  bundle(locale: string, ns: string): Bundle {
    return { ...this.#bundles.get(`${locale}/${ns}`) };
  }

  /**
   * The text in `locale` (default: the current language), else in English (the instance's, then
   * the signed-in namespaces' once registered), else the id itself.
   */
  text(ns: Namespace, key: string, values?: Readonly<Record<string, string | number>>, locale: Locale = this.#language): string {
    const text = this.get(locale, ns, key) ?? this.get(DEFAULT_LOCALE, ns, key) ?? signedInEnglishText(ns, key) ?? key;
    return interpolate(text, values);
  }

  /** The t of one namespace, in one locale or in whatever language is current when it is called. */
  fixedT<N extends Namespace>(ns: N, locale?: Locale): TFunction<N> {
    return ((key: string, values?: Readonly<Record<string, string | number>>) =>
      this.text(ns, key, values, locale ?? this.#language)) as TFunction<N>;
  }

  #changed(): void {
    this.#version += 1;
    for (const listener of [...this.#listeners]) listener();
  }
}
