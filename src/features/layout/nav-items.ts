import type { Program } from '../../api/queries/program';
import type { components } from '../../api/schema.gen';
import type { Locale } from '../../domain/locales';

export type MenuItem = components['schemas']['MenuItem'];
type ProgramContent = components['schemas']['ProgramContent'];

/** The program content for the locale, falling back to English, then to any locale it has. */
export function contentFor(program: Pick<Program, 'content'>, locale: Locale): ProgramContent | undefined {
  const content = program.content as Partial<Record<Locale, ProgramContent>>;
  return content[locale] ?? content.en ?? Object.values(content)[0];
}

/** A link whose address is outside the app (another site or scheme) opens as a plain anchor. */
export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');
}

/** Children of a submenu, led by the parent's own page when no child already links there. */
export function submenuEntries(item: MenuItem): MenuItem[] {
  const children = item.children ?? [];
  return children.some((c) => c.link === item.link) ? children : [{ kind: 'link', label: item.label, link: item.link }, ...children];
}
