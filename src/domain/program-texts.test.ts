import { describe, expect, it } from 'vitest';
import type { Program } from '../api/queries/program';
import { levelMessageText, programText } from './program-texts';

const program = {
  adminMessage: 'Double points',
  footerText: 'Points have no cash value.',
  customField1: null,
  customField2: 'Employee ID',
  plateauLevels: [
    { id: 'gold', levelMessage: 'Welcome, Gold member' },
    { id: 'silver', levelMessage: null },
  ],
  translations: {
    ge: { adminMessage: 'Doppelte Punkte', customField2: 'Personalnummer', levelMessages: { gold: 'Willkommen, Gold-Mitglied' } },
    fr: { footerText: 'Les points n’ont aucune valeur monétaire.', levelMessages: { silver: 'Bienvenue, membre Argent' } },
  },
} satisfies Partial<Program>;

describe('program texts by language (product/locales-and-regions.md rule 4)', () => {
  it('the locale’s own text, else the plain field (the default language’s)', () => {
    expect(programText(program, 'ge', 'adminMessage')).toBe('Doppelte Punkte');
    expect(programText(program, 'ge', 'footerText')).toBe('Points have no cash value.');
    expect(programText(program, 'fr', 'footerText')).toBe('Les points n’ont aucune valeur monétaire.');
    expect(programText(program, 'it', 'adminMessage')).toBe('Double points');
    expect(programText(program, 'ge', 'customField2')).toBe('Personalnummer');
    expect(programText(program, 'ge', 'customField1')).toBeNull();
  });

  it('a program stored before translations existed shows its plain texts', () => {
    const { translations: _none, ...older } = program;
    expect(programText(older, 'ge', 'adminMessage')).toBe('Double points');
    expect(levelMessageText(older, 'ge', 'gold')).toBe('Welcome, Gold member');
  });

  it('level messages the same way; none for an unknown level', () => {
    expect(levelMessageText(program, 'ge', 'gold')).toBe('Willkommen, Gold-Mitglied');
    expect(levelMessageText(program, 'fr', 'gold')).toBe('Welcome, Gold member');
    expect(levelMessageText(program, 'fr', 'silver')).toBe('Bienvenue, membre Argent');
    expect(levelMessageText(program, 'en', 'silver')).toBeNull();
    expect(levelMessageText(program, 'ge', 'bronze')).toBeNull();
  });
});
