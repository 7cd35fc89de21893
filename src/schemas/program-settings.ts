import * as v from 'valibot';

/**
 * A program as the operator keeps it in a folder (docs/operate.md, Program folder): its settings
 * (program.json), its content per language (content/<language>.json) and its theme images
 * (theme/…). Images are named by file; the server serves them and puts their addresses in the
 * settings the app reads. Operator messages, in English: not exported from index.ts.
 */

const LANGUAGES = ['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl'] as const;
const SORTS = ['name_asc', 'name_desc', 'brand_asc', 'brand_desc', 'price_asc', 'price_desc'] as const;

const text = (max: number) => v.pipe(v.string('Must be text.'), v.trim(), v.nonEmpty('Required.'), v.maxLength(max, `At most ${max} characters.`));
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string('Must be text.'), v.maxLength(max, `At most ${max} characters.`))), null);
const flag = (fallback: boolean) => v.optional(v.boolean('Must be true or false.'), fallback);

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
const language = v.picklist(LANGUAGES, `Must be one of: ${LANGUAGES.join(', ')}.`);

export const programSlugSchema = v.pipe(v.string('Must be text.'), v.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Lower-case letters, digits and -, starting with a letter or digit.'));

const themeSchema = v.strictObject({
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
  v.strictObject({
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

const plateauLevelSchema = v.strictObject({
  id: text(100),
  customHomePage: optionalText(200),
  levelMessage: optionalText(500),
});

/** program.json. Unknown fields are refused, so a misspelt setting is never silently ignored. */
export const programSettingsSchema = v.pipe(
  v.strictObject({
    slug: programSlugSchema,
    type: v.picklist(['points', 'plateau', 'claim'], 'Must be points, plateau or claim.'),
    fullName: text(100),
    hosts: v.pipe(v.array(host), v.minLength(1, 'At least one host.'), v.maxLength(20, 'At most 20 hosts.')),
    publicUrl: v.optional(v.pipe(v.string('Must be text.'), v.regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'Must be an http(s) address, e.g. https://rewards.example.com.'))),
    status: flag(true),
    languages: v.pipe(v.array(language), v.minLength(1, 'At least one language.')),
    defaultLanguage: v.optional(language),
    continents: v.optional(v.array(v.pipe(v.string('Must be text.'), v.regex(/^[A-Z][A-Z-]{1,15}$/, 'Must be a region code, e.g. USA or EU.'))), ['USA']),
    defaultContinent: optionalText(20),
    defaultCountry: v.optional(v.nullable(v.pipe(v.string('Must be text.'), v.regex(/^[A-Z]{3}$/, 'Must be a three-letter country code.'))), null),
    terms: v.optional(v.picklist(['checkbox', 'Dropdown'], 'Must be checkbox or Dropdown.'), 'checkbox'),
    customField1: optionalText(100),
    customField2: optionalText(100),
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
    contacts: v.optional(v.strictObject({ address: optionalText(200), email: optionalText(200), phone: optionalText(50) }), {}),
    adminMessage: optionalText(2000),
    messageAlign: optionalText(20),
    messageSize: optionalText(20),
    footerText: optionalText(500),
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
        v.strictObject({
          serviceURL: httpsOrPath,
          clientId: text(200),
        }),
      ),
      null,
    ),
    assetEmbedScriptUrl: v.optional(v.nullable(httpsOrPath), null),
    geolocation: flag(false),
  }),
  v.forward(
    v.check((s) => s.defaultLanguage === undefined || s.languages.includes(s.defaultLanguage), 'Must be one of the program’s languages.'),
    ['defaultLanguage'],
  ),
  v.forward(
    v.check((s) => s.type !== 'plateau' || s.plateauLevels.length > 0, 'A plateau program needs at least one level.'),
    ['plateauLevels'],
  ),
);

export type ProgramSettings = v.InferOutput<typeof programSettingsSchema>;

const menuItemSchema: v.GenericSchema<{ label: string; link: string; kind: 'link' | 'menu' | 'megamenu'; children?: unknown[] }> = v.strictObject({
  label: text(100),
  link: text(300),
  kind: v.picklist(['link', 'menu', 'megamenu'], 'Must be link, menu or megamenu.'),
  children: v.optional(v.array(v.lazy(() => menuItemSchema))),
});

const sectionSchema = v.variant(
  'type',
  [
    v.strictObject({ type: v.literal('html'), html: v.pipe(v.string('Must be text.'), v.maxLength(100_000, 'At most 100,000 characters.')) }),
    v.strictObject({
      type: v.literal('slider'),
      slideSpeed: v.pipe(v.number('Must be a number.'), v.minValue(0, 'Must not be negative.')),
      slides: v.array(
        v.strictObject({
          imageClassic: imageRef,
          imageFull: imageRef,
          imageMobile: imageRef,
          title: optionalText(200),
          text: optionalText(1000),
          action: v.optional(v.nullable(v.strictObject({ text: text(100), link: text(300) })), null),
        }),
      ),
    }),
    v.strictObject({
      type: v.picklist(['productsCarousel', 'productCarousel']),
      title: text(200),
      layout: v.picklist(['grid-4', 'grid-4-sm', 'grid-5', 'horizontal'], 'Must be grid-4, grid-4-sm, grid-5 or horizontal.'),
      rows: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4, 'At most 4.')),
      source: v.picklist(['featured', 'new', 'discount', 'all'], 'Must be featured, new, discount or all.'),
      limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(48, 'At most 48.')),
      slideSpeed: v.pipe(v.number(), v.minValue(0)),
      categories: v.array(v.strictObject({ name: text(100), slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Must be a category slug.')) })),
    }),
  ],
  'Must be a section of type html, slider, productsCarousel or productCarousel.',
);

/** content/<language>.json: the pages and menus of one language. */
export const programContentSchema = v.strictObject({
  pages: v.array(
    v.strictObject({
      url: v.pipe(text(100), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Must be a page name: lower-case letters, digits and -.')),
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
export const programApplySchema = v.strictObject({
  settings: programSettingsSchema,
  content: v.optional(v.record(language, programContentSchema), {}),
  messages: v.optional(v.record(language, programMessagesSchema), {}),
});
