import type { Program } from '../../api/queries/program';
import type { User } from '../../api/queries/self';
import type { Locale } from '../../i18n';
import { findContentPage, type ContentPage } from '../../domain/content-pages';

/**
 * Home page [home-and-layout 1]: the program's page whose url is `home` in the current language; a tiered
 * participant whose level has a custom home page gets that one, falling back to `home`.
 */
export function homePageFor(
  program: Pick<Program, 'content' | 'plateauLevels' | 'type'>,
  user: Pick<User, 'levelId'> | undefined,
  locale: Locale,
): ContentPage | undefined {
  const level = program.type === 'plateau' && user?.levelId ? program.plateauLevels?.find((l) => l.id === user.levelId) : undefined;
  const custom = level?.customHomePage ? findContentPage(program, locale, level.customHomePage) : undefined;
  return custom ?? findContentPage(program, locale, 'home');
}
