// @vitest-environment jsdom
// [locales-and-regions 4] The admin message, footer text and level message follow the shop's
// language, from the one program answer: switching language fetches nothing (the layout's API
// client fails every call).
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '../../i18n';
import { AdminMessage } from './admin-message';
import { LevelMessage } from './level-message';
import { SiteFooter } from './site-footer';
import { programFixture, renderLayout, userFixture } from './test-utils';

afterEach(cleanup);

const program = programFixture({
  type: 'plateau',
  languages: ['en', 'fr', 'ge'],
  adminMessage: '<strong>Double points</strong> this month',
  footerText: 'Summit Rewards points have no cash value.',
  plateauLevels: [{ id: 'gold', customHomePage: null, levelMessage: 'Welcome, Gold member' }],
  translations: {
    ge: {
      adminMessage: '<strong>Doppelte Punkte</strong> diesen Monat',
      footerText: 'Summit-Rewards-Punkte haben keinen Barwert.',
      levelMessages: { gold: 'Willkommen, Gold-Mitglied' },
    },
  },
});

let switchTo: (locale: string) => boolean = () => false;
function LocaleHandle() {
  switchTo = useLocale().setLocale;
  return null;
}

function Texts() {
  return (
    <>
      <LocaleHandle />
      <AdminMessage program={program} />
      <LevelMessage program={program} user={userFixture({ levelId: 'gold' })} />
      <SiteFooter program={program} />
    </>
  );
}

describe('program texts in the shop’s language', () => {
  it('the German shop shows the German admin message, footer and level message', async () => {
    await renderLayout(<Texts />, { program, locale: 'ge' });
    expect((await screen.findByTestId('admin-message')).innerHTML).toBe('<strong>Doppelte Punkte</strong> diesen Monat');
    expect(screen.getByTestId('footer-text').textContent).toBe('Summit-Rewards-Punkte haben keinen Barwert.');
    expect(screen.getByText('Willkommen, Gold-Mitglied')).toBeTruthy();
  });

  it('a language without its own texts shows the default language’s; switching back shows German again', async () => {
    await renderLayout(<Texts />, { program, locale: 'ge' });
    await screen.findByText('Doppelte Punkte');
    act(() => void switchTo('fr'));
    expect((await screen.findByTestId('admin-message')).textContent).toBe('Double points this month');
    expect(screen.getByTestId('footer-text').textContent).toBe('Summit Rewards points have no cash value.');
    expect(screen.getByText('Welcome, Gold member')).toBeTruthy();
    act(() => void switchTo('ge'));
    expect((await screen.findByTestId('footer-text')).textContent).toBe('Summit-Rewards-Punkte haben keinen Barwert.');
    await screen.findByText('Doppelte Punkte');
  });
});
