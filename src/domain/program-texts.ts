import type { Program } from '../api/queries/program';
import type { Locale } from './locales';

// [locales-and-regions 4] The program's texts participants read may differ by language. The
// program response carries every language's (Program.translations) beside the plain fields, which
// hold the default language's text (else the first language's that has one): picking here,
// by the shop's locale, lets the shop switch language without fetching the program again.

export type ProgramTextField = 'adminMessage' | 'footerText' | 'customField1' | 'customField2';

type TextProgram<F extends ProgramTextField> = Pick<Program, F> & Partial<Pick<Program, 'translations'>>;

/** The text of `field` in `locale`: the locale's own, else the program's default one (or null). */
export function programText<F extends ProgramTextField>(program: TextProgram<F>, locale: Locale, field: F): string | null {
  return program.translations?.[locale]?.[field] ?? program[field] ?? null;
}

/** The message of level `levelId` in `locale`, the same way; null for no level or no message. */
export function levelMessageText(
  program: Pick<Program, 'plateauLevels'> & Partial<Pick<Program, 'translations'>>,
  locale: Locale,
  levelId: string,
): string | null {
  const level = program.plateauLevels?.find((l) => l.id === levelId);
  if (!level) return null;
  return program.translations?.[locale]?.levelMessages?.[level.id] ?? level.levelMessage ?? null;
}
