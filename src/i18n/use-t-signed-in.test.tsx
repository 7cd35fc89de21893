// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { useT } from './hooks';
import { I18nProvider } from './i18n-provider';
import { isSignedInEnglishRegistered } from './messages';

// The signed-in namespaces' English is held until the test lets it in, as a slow network would;
// `arrived` settles once its code is loaded, which on a busy machine takes a while after the release.
// Nothing here imports it statically (messages/all or en/index would), so only useT's load waits.
const chunk = vi.hoisted(() => {
  let release = () => {};
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { held, arrived, release: () => release(), arrive: () => arrive() };
});
vi.mock('./messages/en/signed-in', async (importOriginal) => {
  await chunk.held;
  const module = await importOriginal();
  chunk.arrive();
  return module;
});

afterEach(cleanup);

function ShopText() {
  const t = useT('shop');
  return <p>{t('filter.title')}</p>;
}

it('a component reading a signed-in namespace before the frame brought it waits for its chunk, then shows the text', async () => {
  const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  // In an async act: React 19 retries a render suspended by use() from there.
  await act(async () => {
    render(
      <I18nProvider i18n={createI18n('en')} storage={storage}>
        <Suspense fallback={<p>waiting</p>}>
          <ShopText />
        </Suspense>
      </I18nProvider>,
    );
  });
  expect(screen.getByText('waiting')).toBeTruthy();
  expect(isSignedInEnglishRegistered('shop')).toBe(false);

  await act(async () => {
    chunk.release();
    await chunk.arrived;
    await vi.waitFor(() => expect(isSignedInEnglishRegistered('shop')).toBe(true));
  });
  const { signedInEnglish } = await import('./messages/en/signed-in');
  expect(await screen.findByText(signedInEnglish.shop['filter.title'])).toBeTruthy();
  expect(screen.queryByText('waiting')).toBeNull();
});
