// The demo programs of programs.ts as program folders (docs/operate.md, Program folder): what
// `npm run demo:files` writes to demo/programs/<slug>/ and the demo's first start applies with
// the admin API's own code. A demo start's Hostile Sandbox (server/demo) has no folder: it is built
// here and applied only where a demo start seeds it.
import { PROGRAM_TEXT_FIELDS, programSettingsSchema, type ProgramText } from '../../src/schemas/program-settings.ts';
import type { SeedProgram } from './programs.ts';
import { messageSets } from './programs.ts';
import type { Locale, S } from './types.ts';

/**
 * A text as program.json has it: the plain text (the default language's; the demo's programs have
 * English first) when no language has its own, else by language.
 */
function folderText(plain: string | null | undefined, own: [Locale, string | undefined][], first: Locale): ProgramText | null {
  const translated = own.filter((entry): entry is [Locale, string] => entry[1] !== undefined);
  if (!translated.length) return plain ?? null;
  if (plain == null) throw new Error('a translated text needs its default language’s text');
  return Object.fromEntries([[first, plain], ...translated]) as ProgramText;
}

/** adminMessage, footerText, the custom field labels and the level messages, from Program.translations. */
function folderTexts(config: S['Program']): Record<string, unknown> {
  const first = config.languages.includes('en') ? 'en' : config.languages[0]!;
  const translations = Object.entries(config.translations ?? {}) as [Locale, S['ProgramTexts']][];
  const texts: Record<string, unknown> = Object.fromEntries(
    PROGRAM_TEXT_FIELDS.map((field) => [
      field,
      folderText(
        config[field],
        translations.map(([language, own]) => [language, own[field]]),
        first,
      ),
    ]),
  );
  if (config.plateauLevels?.length) {
    texts.plateauLevels = config.plateauLevels.map((level) => ({
      ...level,
      levelMessage: folderText(
        level.levelMessage,
        translations.map(([language, own]) => [language, own.levelMessages?.[level.id]]),
        first,
      ),
    }));
  }
  return texts;
}

export interface ProgramFolderDocs {
  settings: Record<string, unknown>;
  content: Record<string, unknown>;
  messages: Record<string, Record<string, string>>;
}

/** program.json, content/<language>.json and messages/<language>.json of one demo program. */
export function programFolderDocs(program: SeedProgram): ProgramFolderDocs {
  const {
    ssoEnabled,
    oktaConfig,
    feedStatus,
    geolocation,
    footerImageVisible,
    footerImage,
    defaultEmail,
    content,
    plateauLevels: _levels,
    translations: _translations,
    ...rest
  } = program.config;
  // What the folder derives or does not hold must agree with the seed's document.
  if (ssoEnabled !== (oktaConfig != null)) throw new Error(`${program.slug}: ssoEnabled without oktaConfig`);
  if (footerImageVisible !== (footerImage != null)) throw new Error(`${program.slug}: footerImageVisible must follow footerImage`);
  if (defaultEmail != null) throw new Error(`${program.slug}: program folders have no defaultEmail`);
  const all: Record<string, unknown> = {
    slug: program.slug,
    hosts: program.hosts,
    ...rest,
    ...folderTexts(program.config),
    footerImage: footerImage ?? null,
    feedStatus: feedStatus.status,
    sso: oktaConfig ?? null,
    geolocation: geolocation?.enabled ?? false,
  };
  // In the order docs/operate.md lists them (the schema's), so a file reads like the table.
  const settings = Object.fromEntries(
    Object.keys(programSettingsSchema.pipe[0].entries)
      .filter((key) => all[key] !== undefined)
      .map((key) => [key, all[key]]),
  );
  const unknown = Object.keys(all).filter((key) => !(key in settings) && all[key] !== undefined);
  if (unknown.length) throw new Error(`${program.slug}: program folders have no ${unknown.join(', ')}`);
  return {
    settings,
    content: content as Record<string, unknown>,
    messages: Object.fromEntries(messageSets(program).map((set) => [set.locale, set.messages])),
  };
}
