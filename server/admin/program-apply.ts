import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { Locale } from '../../src/domain/locales.ts';
import { ASSET_NAME_PATTERN, PROGRAM_TEXT_FIELDS, type programApplySchema, type ProgramContentFile, type ProgramSettings, type ProgramText } from '../../src/schemas/program-settings.ts';
import type { Program } from '../context.ts';
import type { Sql } from '../db/types.ts';
import { ApiError, badRequest, type FieldError } from '../lib/errors.ts';

export type ProgramApply = v.InferOutput<typeof programApplySchema>;

/** The largest theme image taken. */
export const ASSET_LIMIT_BYTES = 10 * 1024 * 1024;

/** Image types by file extension, each with the first bytes a real file of that type starts with. */
export const IMAGE_TYPES: Record<string, { type: string; magic: (b: Uint8Array) => boolean }> = {
  png: { type: 'image/png', magic: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  jpg: { type: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { type: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  gif: { type: 'image/gif', magic: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  webp: { type: 'image/webp', magic: (b) => Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP' },
  ico: { type: 'image/x-icon', magic: (b) => b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0 },
};

/** Stores one theme image; the same bytes again change nothing. The file's bytes must be what its name says. */
export async function putAsset(sql: Sql, slug: string, name: string, data: Uint8Array): Promise<{ name: string; sha256: string; changed: boolean }> {
  if (!ASSET_NAME_PATTERN.test(name)) throw badRequest('Not a theme file name.', [{ field: 'name', message: 'A png, jpg, webp, gif or ico file name.' }]);
  const kind = IMAGE_TYPES[name.split('.').pop()!.toLowerCase()]!;
  if (!kind.magic(data)) throw badRequest(`${name} is not a ${kind.type} file.`, [{ field: 'name', message: `The file's bytes are not ${kind.type}.` }]);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const rows = await sql.query(
    `INSERT INTO program_assets (program_slug, name, content_type, sha256, data) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (program_slug, name) DO UPDATE SET content_type = EXCLUDED.content_type, sha256 = EXCLUDED.sha256, data = EXCLUDED.data, updated_at = now()
       WHERE program_assets.sha256 <> EXCLUDED.sha256
     RETURNING name`,
    [slug, name, kind.type, sha256, Buffer.from(data)],
  );
  return { name, sha256, changed: rows.length > 0 };
}

/** Every theme file the settings and content name, with the field that names it. */
function referencedAssets(body: ProgramApply): { name: string; field: string }[] {
  const refs: { name: string; field: string }[] = [];
  const theme = body.settings.theme;
  for (const key of ['logo', 'mobileLogo', 'loginLogo', 'favIcon', 'backgroundImage', 'placeholderImage'] as const) {
    const ref = theme[key];
    if (ref && ASSET_NAME_PATTERN.test(ref)) refs.push({ name: ref, field: `settings.theme.${key}` });
  }
  if (body.settings.footerImage && ASSET_NAME_PATTERN.test(body.settings.footerImage)) refs.push({ name: body.settings.footerImage, field: 'settings.footerImage' });
  for (const [language, content] of Object.entries(body.content)) {
    content.pages.forEach((page, p) =>
      page.sections.forEach((section, s) => {
        if (section.type !== 'slider') return;
        section.slides.forEach((slide, i) => {
          for (const key of ['imageClassic', 'imageFull', 'imageMobile'] as const) {
            if (ASSET_NAME_PATTERN.test(slide[key])) refs.push({ name: slide[key], field: `content.${language}.pages.${p}.sections.${s}.slides.${i}.${key}` });
          }
        });
      }),
    );
  }
  return refs;
}

type Translations = NonNullable<Program['translations']>;

/**
 * The texts participants read, as the app takes them: each plain field holds the text of the
 * program's default language (defaultLanguage, else English when offered, else the first, as the
 * shop picks its first language), else of the first language that has one; `translations` holds
 * the other languages' own. The app shows its locale's, else the plain field.
 */
function programTexts(settings: ProgramSettings): Pick<Program, (typeof PROGRAM_TEXT_FIELDS)[number] | 'plateauLevels' | 'translations'> {
  const first = settings.defaultLanguage ?? (settings.languages.includes('en') ? 'en' : settings.languages[0]!);
  const order = [first, ...settings.languages];
  const translations: Translations = {};
  const own = (language: Locale) => (translations[language] ??= {});
  /** The plain field's text; every language's own into `translations` through `put`. */
  const plain = (text: ProgramText | null, put: (language: Locale, text: string) => void): string | null => {
    if (text === null || typeof text === 'string') return text;
    const chosen = order.find((language) => text[language] !== undefined);
    for (const [language, value] of Object.entries(text) as [Locale, string][]) if (language !== chosen) put(language, value);
    return chosen ? text[chosen]! : null;
  };
  const texts = Object.fromEntries(PROGRAM_TEXT_FIELDS.map((field) => [field, plain(settings[field], (language, value) => (own(language)[field] = value))]));
  const plateauLevels = settings.plateauLevels.map((level) => ({
    ...level,
    levelMessage: plain(level.levelMessage, (language, value) => ((own(language).levelMessages ??= {})[level.id] = value)),
  }));
  return { ...texts, plateauLevels, translations };
}

/** The settings the app reads, with theme files turned into the server's addresses for them. */
function toConfig(settings: ProgramSettings, content: Record<string, ProgramContentFile>, url: (name: string) => string): Program {
  const { slug: _slug, hosts: _hosts, theme, footerImage, feedStatus, sso, geolocation, supportPointsLimit: _staffOnly, ...rest } = settings;
  // A theme/ file becomes the server's address for it; a path on the shop's own origin is kept.
  const image = (ref: string) => (ASSET_NAME_PATTERN.test(ref) ? url(ref) : ref);
  const asset = (ref: string | null) => (ref ? image(ref) : null);
  return {
    ...rest,
    ...programTexts(settings),
    feedStatus: { status: feedStatus },
    ssoEnabled: sso !== null,
    oktaConfig: sso,
    geolocation: { enabled: geolocation },
    defaultEmail: null,
    footerImageVisible: footerImage !== null,
    footerImage: asset(footerImage),
    theme: {
      ...theme,
      logo: asset(theme.logo),
      mobileLogo: asset(theme.mobileLogo),
      loginLogo: asset(theme.loginLogo),
      favIcon: asset(theme.favIcon),
      backgroundImage: asset(theme.backgroundImage),
      placeholderImage: asset(theme.placeholderImage),
    },
    content: Object.fromEntries(
      Object.entries(content).map(([language, c]) => [
        language,
        {
          ...c,
          pages: c.pages.map((page) => ({
            ...page,
            sections: page.sections.map((section) =>
              section.type === 'slider'
                ? { ...section, slides: section.slides.map((s) => ({ ...s, imageClassic: image(s.imageClassic), imageFull: image(s.imageFull), imageMobile: image(s.imageMobile) })) }
                : section,
            ),
          })),
        },
      ]),
    ),
  } as Program;
}

/**
 * Creates or updates a program from its folder, in one transaction: settings, content, hosts.
 * Applying the same folder again changes nothing (`unchanged`); theme files must have been put
 * first. A host another program serves is refused.
 */
export async function applyProgram(tx: Sql, slug: string, body: ProgramApply): Promise<'created' | 'updated' | 'unchanged'> {
  const fields: FieldError[] = [];
  if (body.settings.slug !== slug) fields.push({ field: 'settings.slug', message: `Must be the program applied (${slug}).` });
  for (const part of ['content', 'messages'] as const) {
    for (const language of Object.keys(body[part])) {
      if (!body.settings.languages.includes(language as never)) fields.push({ field: `${part}.${language}`, message: 'Not one of the program’s languages.' });
    }
  }
  const refs = referencedAssets(body);
  const stored = await tx.query<{ name: string; sha256: string }>('SELECT name, sha256 FROM program_assets WHERE program_slug = $1 AND name = ANY($2::text[])', [
    slug,
    refs.map((r) => r.name),
  ]);
  const versions = new Map(stored.map((r) => [r.name, r.sha256.slice(0, 12)]));
  for (const ref of refs) if (!versions.has(ref.name)) fields.push({ field: ref.field, message: `No file theme/${ref.name} was uploaded.` });
  if (fields.length) throw badRequest('Some fields are not valid.', fields);

  const config = toConfig(body.settings, body.content, (name) => `/program-assets/${slug}/${encodeURIComponent(name)}?v=${versions.get(name)}`);
  const [existing] = await tx.query<{ id: number; same: boolean }>('SELECT id, config = $2::jsonb AS same FROM programs WHERE slug = $1 AND removed_at IS NULL FOR UPDATE', [slug, JSON.stringify(config)]);
  const hosts = [...new Set(body.settings.hosts)];
  const taken = await tx.query<{ host: string }>(
    'SELECT h.host FROM program_hosts h JOIN programs p ON p.id = h.program_id WHERE h.host = ANY($1::text[]) AND p.slug <> $2',
    [hosts, slug],
  );
  if (taken.length) {
    throw new ApiError(
      409,
      'conflict',
      'Another program already serves some of these hosts.',
      taken.map((t) => ({ field: `settings.hosts.${hosts.indexOf(t.host)}`, message: `${t.host} is served by another program.` })),
    );
  }
  let id: number;
  let outcome: 'created' | 'updated' | 'unchanged';
  if (!existing) {
    const [row] = await tx.query<{ id: number }>('INSERT INTO programs (slug, config) VALUES ($1, $2::jsonb) RETURNING id', [slug, JSON.stringify(config)]);
    id = row!.id;
    outcome = 'created';
  } else {
    id = existing.id;
    outcome = existing.same ? 'unchanged' : 'updated';
    if (!existing.same) await tx.query('UPDATE programs SET config = $2::jsonb WHERE id = $1', [id, JSON.stringify(config)]);
  }
  // The console's own setting, kept beside the participants' config (which every shop page reads).
  const limit = await tx.query('UPDATE programs SET support_points_limit = $2 WHERE id = $1 AND support_points_limit <> $2 RETURNING id', [id, body.settings.supportPointsLimit]);
  if (limit.length && outcome === 'unchanged') outcome = 'updated';
  const removed = await tx.query('DELETE FROM program_hosts WHERE program_id = $1 AND host <> ALL($2::text[]) RETURNING host', [id, hosts]);
  const added = await tx.query('INSERT INTO program_hosts (host, program_id) SELECT unnest($1::text[]), $2 ON CONFLICT (host) DO NOTHING RETURNING host', [hosts, id]);
  if (outcome === 'unchanged' && (removed.length || added.length)) outcome = 'updated';
  if ((await applyMessages(tx, id, body.messages)) && outcome === 'unchanged') outcome = 'updated';
  return outcome;
}

/** The program's message sets become the folder's (GET /api/languages); true when any changed. */
async function applyMessages(tx: Sql, programId: number, messages: ProgramApply['messages']): Promise<boolean> {
  const sets = Object.entries(messages).map(([locale, set]) => ({ locale, messages: JSON.stringify(set) }));
  const removed = await tx.query('DELETE FROM languages WHERE program_id = $1 AND locale <> ALL($2::text[]) RETURNING locale', [programId, sets.map((s) => s.locale)]);
  const written = await tx.query(
    `INSERT INTO languages (program_id, locale, messages) SELECT $1, x.locale, x.messages::jsonb FROM unnest($2::text[], $3::text[]) AS x(locale, messages)
     ON CONFLICT (program_id, locale) DO UPDATE SET messages = EXCLUDED.messages WHERE languages.messages IS DISTINCT FROM EXCLUDED.messages
     RETURNING locale`,
    [programId, sets.map((s) => s.locale), sets.map((s) => s.messages)],
  );
  return removed.length > 0 || written.length > 0;
}
