// @vitest-environment jsdom
// The browser's side of a page rendered on the server: it hydrates only from data it can
// read, and starts from the site mode the server rendered.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { siteModeMachine } from '../../machines/site-mode/site-mode.machine';
import { selectMode } from '../../machines/site-mode/site-mode.selectors';
import type { Program } from '../api/queries/program';
import { firstViewLeftToBrowser, signedOutSiteMode } from '../features/site-mode/first-view-mode';
import { readFirstView } from './first-view';

const program = { languages: ['en', 'fr'], status: true, type: 'points', feedStatus: { status: 'Completed' } };

function page(block: string | null, root = '<main>signed out</main>') {
  document.head.innerHTML = block === null ? '' : `<script type="application/json" id="first-view">${block}</script>`;
  document.body.innerHTML = `<div id="root">${root}</div>`;
}
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('readFirstView', () => {
  it('reads the program, message sets and locale the server rendered from', () => {
    page(JSON.stringify({ program, messageSets: { fr: { 'login.title': 'Connexion' } }, locale: 'fr' }));
    expect(readFirstView(document)).toEqual({ program, messageSets: { fr: { 'login.title': 'Connexion' } }, locale: 'fr' });
  });

  it('is null without a block, without markup to hydrate, or with a block it cannot trust', () => {
    page(null);
    expect(readFirstView(document)).toBeNull();
    page(JSON.stringify({ program, messageSets: {}, locale: null }), '');
    expect(readFirstView(document)).toBeNull();
    for (const bad of [
      '{',
      'null',
      JSON.stringify({ program, messageSets: {}, locale: 'xx' }),
      JSON.stringify({ messageSets: {}, locale: null }),
    ]) {
      page(bad);
      expect(readFirstView(document), bad).toBeNull();
    }
  });
});

describe('signedOutSiteMode', () => {
  const modeOf = (p: object) =>
    selectMode(
      createActor(siteModeMachine, { snapshot: signedOutSiteMode(p as unknown as Program) })
        .start()
        .getSnapshot(),
    );

  it('is the mode the site-mode machine reaches for a signed-out visitor of that program', () => {
    expect(modeOf(program)).toBe('open');
    expect(modeOf({ ...program, status: false })).toBe('closed');
    // Rebuilding applies to signed-in participants only: a visitor still sees the sign-in page.
    expect(modeOf({ ...program, feedStatus: { status: 'Cleared Catalog' } })).toBe('open');
  });
});

describe('firstViewLeftToBrowser', () => {
  const closed = { ...program, status: false, content: {} } as unknown as Program;
  const open = { ...program, content: {} } as unknown as Program;
  const withClosedPage = {
    ...closed,
    content: { fr: { pages: [{ url: 'Closed', title: 'Fermé', sections: [{ type: 'html', html: '<p>Fermé</p>' }] }] } },
  } as unknown as Program;

  it('leaves to the browser a path the site mode moves the visitor from', () => {
    expect(firstViewLeftToBrowser(closed, '/login/reset-password')).toBe(true);
    expect(firstViewLeftToBrowser(closed, '/login')).toBe(false);
    expect(firstViewLeftToBrowser(open, '/login/reset-password')).toBe(false);
    expect(firstViewLeftToBrowser(open, '/login')).toBe(false);
  });

  it('leaves to the browser the mode\'s page when it is the program\'s own, in any language', () => {
    expect(firstViewLeftToBrowser(withClosedPage, '/login')).toBe(true);
    // An open program's visitor sees the sign-in form, whatever pages the program has.
    expect(firstViewLeftToBrowser({ ...withClosedPage, status: true } as unknown as Program, '/login')).toBe(false);
  });
});
