import { closest, distance } from 'fastest-levenshtein';
import * as v from 'valibot';
import { REGION_GROUPS, regionByCode, regionOfCountry, type RegionDefinition } from '../domain/regions';
import { LOCALES, normalizeLocale, type Locale } from '../domain/locales';
import { PROGRAM_SLUG_PATTERN } from './field-rules';

/**
 * A program as the operator keeps it in a folder (docs/operate.md, Program folder): its settings
 * (program.json), its content per language (content/<language>.json) and its theme images
 * (theme/…). Images are named by file; the server serves them and puts their addresses in the
 * settings the app reads. Operator messages, in English: not exported from index.ts. Each names
 * the value at fault and what would do, so the operator can fix the file from the message alone.
 */

const SORTS = ['name_asc', 'name_desc', 'brand_asc', 'brand_desc', 'price_asc', 'price_desc'] as const;

const text = (max: number) => v.pipe(v.string('Must be text.'), v.trim(), v.nonEmpty('Required.'), v.maxLength(max, `At most ${max} characters.`));
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string('Must be text.'), v.maxLength(max, `At most ${max} characters.`))), null);
const flag = (fallback: boolean) => v.optional(v.boolean('Must be true or false.'), fallback);

/** The known field nearest an unknown one, when it is near enough to be a slip (case, a letter or two). */
export function nearestField(key: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const lower = key.toLowerCase();
  const best = closest(lower, known.map((k) => k.toLowerCase()));
  if (distance(lower, best) > Math.max(1, Math.floor(key.length / 3))) return undefined;
  return known.find((k) => k.toLowerCase() === best);
}

/**
 * An object of known fields: a missing one is Required, an unknown one is refused with the field
 * it was probably meant to be (else the fields there are), so a misspelt setting is never
 * silently ignored nor reported in valibot's own words.
 */
function fields<const E extends v.ObjectEntries>(entries: E) {
  const known = Object.keys(entries);
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') {
      const near = nearestField(String(issue.input), known);
      return near ? `Unknown field. Did you mean "${near}"?` : `Unknown field. The fields here are: ${known.join(', ')}.`;
    }
    if (issue.received === 'undefined' && issue.expected?.startsWith('"')) return 'Required.';
    return 'Must be an object: { "field": value, … }.';
  });
}

/** The product's languages [locales-and-regions 1]: the codes of src/domain/locales.ts. */
const LANGUAGE_LIST = `Languages: ${LOCALES.join(', ')}.`;

/** "de" is "ge" here, "es" is "sp": the message says so rather than only listing the codes. */
function languageMessage(input: unknown, received: string): string {
  const meant = typeof input === 'string' ? normalizeLocale(input) : undefined;
  if (meant && meant !== input) return `${received} is not a language code here; did you mean "${meant}"? ${LANGUAGE_LIST}`;
  return `${received} is not a language code. ${LANGUAGE_LIST}`;
}

const language = v.picklist(LOCALES, (issue) => languageMessage(issue.input, issue.received));

/** The settings that are texts participants read, each in every language or per language (besides levels' levelMessage). */
export const PROGRAM_TEXT_FIELDS = ['adminMessage', 'footerText', 'customField1', 'customField2'] as const;

/** A participant-facing text in every language of the program, or per language code. */
export type ProgramText = string | Partial<Record<Locale, string>>;

/**
 * A text participants read [locales-and-regions 4]: one text for every language, or an object by
 * language code (`{"en": "…", "ge": "…"}`). Only the product's language codes are keys.
 */
const programText = (max: number) => {
  const one = v.pipe(v.string('Must be text.'), v.maxLength(max, `At most ${max} characters.`));
  const byLanguage = v.pipe(
    v.record(language, one, 'Must be text, or texts by language code: { "en": "…", "ge": "…" }.'),
    v.check((texts) => Object.keys(texts).length > 0, 'Give the text in at least one language, or null for none.'),
  );
  return v.lazy((input) => (typeof input === 'string' ? one : byLanguage)) as v.GenericSchema<ProgramText>;
};
const optionalProgramText = (max: number) => v.optional(v.nullable(programText(max)), null);

const GROUP_CODES = REGION_GROUPS.map((g) => g.code) as readonly string[];
const REGION_LIST = `Regions: ${GROUP_CODES.join(', ')}.`;

/** continents: the region groups a program offers [locales-and-regions 9]. */
const regionGroup = v.pipe(
  v.string('Must be text.'),
  v.check(
    (code) => GROUP_CODES.includes(code),
    (issue) => {
      const part = REGION_GROUPS.find((g) => g.code !== issue.input && g.regions.some((r) => r.code === issue.input));
      return part ? `${issue.received} is a part of the ${part.code} region; list "${part.code}". ${REGION_LIST}` : `${issue.received} is not a region. ${REGION_LIST}`;
    },
  ),
);

/** A region group (standing for its first region) or one region of it, as defaultRegion reads it. */
export function regionOfDefault(code: string): RegionDefinition | undefined {
  return regionByCode(code) ?? REGION_GROUPS.find((g) => g.code === code)?.regions[0];
}
const USA_PARTS = REGION_GROUPS.find((g) => g.code === 'USA')!.regions.map((r) => r.code);
const defaultRegionCode = v.pipe(
  v.string('Must be text.'),
  v.check(
    (code) => regionOfDefault(code) !== undefined,
    (issue) => `${issue.received} is not a region. Regions: ${GROUP_CODES.join(', ')}, or a part of USA: ${USA_PARTS.join(', ')}.`,
  ),
);

/** A country some region ships to: the product's region table holds every one, by ISO 3166-1 alpha-3 code. */
const country = v.pipe(
  v.string('Must be text.'),
  v.check(
    (code) => regionOfCountry(code) !== undefined,
    (issue) => {
      const upper = typeof issue.input === 'string' ? issue.input.toUpperCase() : '';
      if (upper !== issue.input && regionOfCountry(upper)) return `${issue.received} is not a country code; codes are in capitals: "${upper}".`;
      return `${issue.received} is not a country of any region. Countries are three-letter ISO 3166 codes, e.g. USA, CAN, DEU, GBR.`;
    },
  ),
);

/** A theme image: the name of a file in the folder's theme/ folder. */
export const ASSET_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(png|jpe?g|webp|gif|ico)$/i;
/**
 * A path on the shop's own origin (`/images/logo.svg`): the shop serves it, so nothing is uploaded.
 * No second slash or backslash up front: browsers read `//host` and `/\host` as another site.
 */
export const SITE_PATH_PATTERN = /^\/[^/\\\s][^\s\\]{0,1999}$/;
/** Where an image comes from: a theme/ file, or a path on the shop's own origin. */
const imageRef = v.pipe(v.string('Must be text.'), v.check((s) => ASSET_NAME_PATTERN.test(s) || SITE_PATH_PATTERN.test(s), 'Must be a file of theme/ or a path starting with /.'));
const optionalImage = v.optional(v.nullable(imageRef), null);
/** An https address, or a path on the shop's own origin. */
const httpsOrPath = v.pipe(
  v.string('Must be text.'),
  v.check((s) => /^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(s) || SITE_PATH_PATTERN.test(s), 'Must be an https address or a path starting with /.'),
);

/** The catalogue feed's states; any but Completed shows the program as being rebuilt. */
export const FEED_STATUSES = ['Completed', 'Cleared Catalog', 'Created Categories', 'Created Products', 'Set Category Items', 'Completed with Error'] as const;

const colour = v.pipe(v.string('Must be a colour.'), v.regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #0f766e.'));
const host = v.pipe(v.string('Must be a host name.'), v.trim(), v.toLowerCase(), v.regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Must be a host name, e.g. rewards.example.com.'));

export const programSlugSchema = v.pipe(v.string('Must be text.'), v.regex(PROGRAM_SLUG_PATTERN, 'Lower-case letters, digits and -, starting with a letter or digit.'));

const themeSchema = fields({
  logo: optionalImage,
  mobileLogo: optionalImage,
  loginLogo: optionalImage,
  favIcon: optionalImage,
  backgroundImage: optionalImage,
  // Shown for a product without pictures; none: the shop's own neutral one.
  placeholderImage: optionalImage,
  gridType: v.optional(v.picklist(['grid', 'list', 'long'], 'Must be grid, list or long.'), 'grid'),
  color1: colour,
  color2: colour,
  color3: colour,
});

const permissionsSchema = v.optional(
  fields({
    allowPurchase: flag(true),
    allowAddressManagement: flag(true),
    allowEmailUpdate: flag(true),
    allowUserGrid: flag(true),
    showBrands: flag(true),
    showCategories: flag(true),
    showPriceSlider: flag(true),
    showTags: flag(true),
    sortOrder: v.optional(v.pipe(v.array(v.picklist(SORTS, `Must be one of: ${SORTS.join(', ')}.`)), v.minLength(1, 'At least one.')), [...SORTS]),
    // An empty list leaves the page sizes to the shop (12, 24, 48 and 100).
    productCounts: v.optional(
      v.pipe(v.array(v.pipe(v.number('Must be a number.'), v.integer('Must be a whole number.'), v.minValue(1, 'At least 1.'), v.maxValue(1000, 'At most 1000.'))), v.maxLength(20, 'At most 20.')),
      [12, 24, 48, 96],
    ),
  }),
  {},
);

const plateauLevelSchema = fields({
  id: text(100),
  customHomePage: optionalText(200),
  levelMessage: optionalProgramText(500),
});

/** program.json. Unknown fields are refused, so a misspelt setting is never silently ignored. */
export const programSettingsSchema = v.pipe(
  fields({
    slug: programSlugSchema,
    type: v.picklist(['points', 'plateau', 'claim'], 'Must be points, plateau or claim.'),
    fullName: text(100),
    hosts: v.pipe(v.array(host), v.minLength(1, 'At least one host.'), v.maxLength(20, 'At most 20 hosts.')),
    publicUrl: v.optional(v.pipe(v.string('Must be text.'), v.regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'Must be an http(s) address, e.g. https://rewards.example.com.'))),
    status: flag(true),
    languages: v.pipe(v.array(language), v.minLength(1, 'At least one language.')),
    defaultLanguage: v.optional(language),
    continents: v.optional(v.array(regionGroup, 'Must be a list of regions, e.g. ["USA", "EU"].'), ['USA']),
    defaultContinent: v.optional(v.nullable(defaultRegionCode), null),
    defaultCountry: v.optional(v.nullable(country), null),
    terms: v.optional(v.picklist(['checkbox', 'Dropdown'], 'Must be checkbox or Dropdown.'), 'checkbox'),
    customField1: optionalProgramText(100),
    customField2: optionalProgramText(100),
    customFieldVisible1: flag(false),
    customFieldVisible2: flag(false),
    customFieldVisible3: flag(false),
    customFieldVisible4: flag(false),
    customFieldEdit1: flag(false),
    customFieldEdit2: flag(false),
    customFieldEdit3: flag(false),
    customFieldEdit4: flag(false),
    plateauLevels: v.optional(v.array(plateauLevelSchema), []),
    theme: themeSchema,
    permissions: permissionsSchema,
    contacts: v.optional(fields({ address: optionalText(200), email: optionalText(200), phone: optionalText(50) }), {}),
    adminMessage: optionalProgramText(2000),
    messageAlign: optionalText(20),
    messageSize: optionalText(20),
    footerText: optionalProgramText(500),
    footerTextAlign: optionalText(20),
    footerTextSize: optionalText(20),
    footerImage: optionalImage,
    showTopAccountBar: flag(true),
    showTopCategorySearchBar: flag(false),
    ableToPasswordReset: flag(true),
    checkoutSelectDifferentProductRedirectHome: flag(false),
    learningLoginUrl: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^https:\/\/[^\s]+$/, 'Must be an https address.'))), null),
    feedStatus: v.optional(v.picklist(FEED_STATUSES, `Must be one of: ${FEED_STATUSES.join(', ')}.`), 'Completed'),
    sso: v.optional(
      v.nullable(
        fields({
          serviceURL: httpsOrPath,
          clientId: text(200),
        }),
      ),
      null,
    ),
    assetEmbedScriptUrl: v.optional(v.nullable(httpsOrPath), null),
    geolocation: flag(false),
    /** How many points a support agent may move in one adjustment, either way (the console; docs/operate.md). */
    supportPointsLimit: v.optional(
      v.pipe(v.number('Must be a whole number.'), v.integer('Must be a whole number.'), v.minValue(0, 'Must not be negative.'), v.maxValue(1_000_000_000, 'At most 1000000000.')),
      1000,
    ),
  }),
  v.forward(
    v.check(
      (s) => s.defaultLanguage === undefined || s.languages.includes(s.defaultLanguage),
      (issue) => {
        const s = issue.input as { defaultLanguage: string; languages: string[] };
        return `"${s.defaultLanguage}" is not one of the program’s languages (${s.languages.join(', ')}).`;
      },
    ),
    ['defaultLanguage'],
  ),
  v.forward(
    v.check((s) => s.type !== 'plateau' || s.plateauLevels.length > 0, 'A plateau program needs at least one level.'),
    ['plateauLevels'],
  ),
  // The shop would otherwise fall back to another country, or price in one region and ship to another.
  v.forward(
    v.check(
      (s) => defaultCountryProblem(s) === undefined,
      (issue) => defaultCountryProblem(issue.input as RegionSettings)!,
    ),
    ['defaultCountry'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const offered = dataset.value.languages as readonly string[];
    for (const { path, language } of textLanguages(dataset.value)) {
      if (!offered.includes(language)) addIssue({ message: `"${language}" is not one of the program’s languages (${offered.join(', ')}).`, path });
    }
  }),
);

interface RegionSettings {
  defaultContinent: string | null;
  defaultCountry: string | null;
}

/** Why the default country cannot go with the default region; undefined when it can. */
function defaultCountryProblem({ defaultContinent, defaultCountry }: RegionSettings): string | undefined {
  if (!defaultContinent || !defaultCountry) return undefined;
  const region = regionOfDefault(defaultContinent);
  if (!region || region.countries.includes(defaultCountry)) return undefined;
  const own = regionOfCountry(defaultCountry);
  const stands = region.code === defaultContinent ? '' : ` (${defaultContinent} stands for ${region.code})`;
  return `"${defaultCountry}" is not in the default region ${region.code}${stands}${own ? `; it is in ${own.code}` : ''}.`;
}

type PathItem = NonNullable<v.BaseIssue<unknown>['path']>[number];
const at = (input: Record<string, unknown> | unknown[], key: string | number): PathItem =>
  (Array.isArray(input) ? { type: 'array', origin: 'value', input, key: key as number, value: input[key as number] } : { type: 'object', origin: 'value', input, key: key as string, value: input[key as string] }) as PathItem;

/** Each language a per-language text of the settings names, with its path (adminMessage.ge, plateauLevels.0.levelMessage.fr). */
function textLanguages(settings: Record<string, unknown>): { path: [PathItem, ...PathItem[]]; language: string }[] {
  const found: { path: [PathItem, ...PathItem[]]; language: string }[] = [];
  const visit = (owner: Record<string, unknown>, key: string, prefix: PathItem[]) => {
    const value = owner[key];
    if (value === null || typeof value !== 'object') return;
    for (const language of Object.keys(value)) {
      found.push({ path: [...prefix, at(owner, key), at(value as Record<string, unknown>, language)] as unknown as [PathItem, ...PathItem[]], language });
    }
  };
  for (const key of PROGRAM_TEXT_FIELDS) visit(settings, key, []);
  const levels = settings.plateauLevels as Record<string, unknown>[];
  levels.forEach((level, i) => visit(level, 'levelMessage', [at(settings, 'plateauLevels'), at(levels, i)]));
  return found;
}

export type ProgramSettings = v.InferOutput<typeof programSettingsSchema>;

const menuItemSchema: v.GenericSchema<{ label: string; link: string; kind: 'link' | 'menu' | 'megamenu'; children?: unknown[] }> = fields({
  label: text(100),
  link: text(300),
  kind: v.picklist(['link', 'menu', 'megamenu'], 'Must be link, menu or megamenu.'),
  children: v.optional(v.array(v.lazy(() => menuItemSchema))),
});

const sectionSchema = v.variant(
  'type',
  [
    fields({ type: v.literal('html'), html: v.pipe(v.string('Must be text.'), v.maxLength(100_000, 'At most 100,000 characters.')) }),
    fields({
      type: v.literal('slider'),
      slideSpeed: v.pipe(v.number('Must be a number.'), v.minValue(0, 'Must not be negative.')),
      slides: v.array(
        fields({
          imageClassic: imageRef,
          imageFull: imageRef,
          imageMobile: imageRef,
          title: optionalText(200),
          text: optionalText(1000),
          action: v.optional(v.nullable(fields({ text: text(100), link: text(300) })), null),
        }),
      ),
    }),
    fields({
      type: v.picklist(['productsCarousel', 'productCarousel']),
      title: text(200),
      layout: v.picklist(['grid-4', 'grid-4-sm', 'grid-5', 'horizontal'], 'Must be grid-4, grid-4-sm, grid-5 or horizontal.'),
      rows: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4, 'At most 4.')),
      source: v.picklist(['featured', 'new', 'discount', 'all'], 'Must be featured, new, discount or all.'),
      limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(48, 'At most 48.')),
      slideSpeed: v.pipe(v.number(), v.minValue(0)),
      categories: v.array(fields({ name: text(100), slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Must be a category slug.')) })),
    }),
  ],
  'Must be a section of type html, slider, productsCarousel or productCarousel.',
);

/**
 * Page names a program may not take: `/admin` is the staff console on every program's host
 * (server/console-static.ts), so a content page there could never be reached.
 */
export const RESERVED_PAGE_NAMES: readonly string[] = ['admin'];

/** content/<language>.json: the pages and menus of one language. */
export const programContentSchema = fields({
  pages: v.array(
    fields({
      url: v.pipe(
        text(100),
        v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Must be a page name: lower-case letters, digits and -.'),
        v.check((url) => !RESERVED_PAGE_NAMES.includes(url), (issue) => `The page name ${String(issue.input)} is taken by the staff console at /${String(issue.input)}: choose another.`),
      ),
      title: text(200),
      sections: v.array(sectionSchema),
    }),
  ),
  desktopMenu: v.optional(v.array(menuItemSchema), []),
  mobileMenu: v.optional(v.array(menuItemSchema), []),
});

export type ProgramContentFile = v.InferOutput<typeof programContentSchema>;

/** messages/<language>.json: message id → the program's own text, in place of the app's. */
export const programMessagesSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, 'Must be a message id: letters, digits, ., _ and -.')),
    v.pipe(v.string('Must be text.'), v.maxLength(2000, 'At most 2000 characters.')),
  ),
  v.check((m) => Object.keys(m).length <= 1000, 'At most 1000 messages.'),
);

/** The admin call's body: the settings and every language's content and messages, as the folder holds them. */
export const programApplySchema = fields({
  settings: programSettingsSchema,
  content: v.optional(v.record(language, programContentSchema), {}),
  messages: v.optional(v.record(language, programMessagesSchema), {}),
});
