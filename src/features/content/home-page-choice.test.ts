import { describe, expect, it } from 'vitest';
import type { Program } from '../../api/queries/program';
import { homePageFor } from './home-page-choice';

const page = (url: string) => ({ url, title: url, sections: [] });
const apex = {
  type: 'plateau',
  plateauLevels: [
    { id: 'gold', customHomePage: 'home-gold' },
    { id: 'silver', customHomePage: null },
    { id: 'bronze', customHomePage: 'home-bronze' },
  ],
  content: {
    en: { pages: [page('home'), page('home-gold')], desktopMenu: [], mobileMenu: [] },
    fr: { pages: [page('home')], desktopMenu: [], mobileMenu: [] },
  },
} as unknown as Program;

describe('homePageFor', () => {
  it('gives a tiered participant their level’s home page, else home', () => {
    expect(homePageFor(apex, { levelId: 'gold' }, 'en')?.url).toBe('home-gold');
    expect(homePageFor(apex, { levelId: 'silver' }, 'en')?.url).toBe('home');
    // A level whose page does not exist, or not in this language, falls back to home.
    expect(homePageFor(apex, { levelId: 'bronze' }, 'en')?.url).toBe('home');
    expect(homePageFor(apex, { levelId: 'gold' }, 'fr')?.url).toBe('home');
    expect(homePageFor(apex, undefined, 'en')?.url).toBe('home');
  });

  it('ignores levels outside plateau programs, and is undefined without a home page', () => {
    expect(homePageFor({ ...apex, type: 'points' }, { levelId: 'gold' }, 'en')?.url).toBe('home');
    expect(homePageFor(apex, undefined, 'it')).toBeUndefined();
  });
});
