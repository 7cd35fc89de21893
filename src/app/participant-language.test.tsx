// @vitest-environment jsdom
// The signed-in participant's own language is the shop's first language (docs/i18n.md): boot's
// loading view waits for its texts, so the first page after sign-in is in it, never in English first.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appBootMachine } from '../../machines/app-boot/app-boot.machine';
import type { BootProgram, BootUser } from '../../machines/app-boot/app-boot.types';
import type { ApiClient } from '../api/client';
import { languagesQueryKey } from '../api/queries/languages';
import { programQueryKey, type Program } from '../api/queries/program';
import { createI18n, LOCALES, useT } from '../i18n';
import { STORED_STATE_KEY } from '../schemas/stored-state';
import { ApiProvider } from './api-context';
import { BootContext } from './boot/boot-context';
import { BootGate } from './boot/boot-gate';
import { ProgramI18nProvider } from './program-i18n-provider';
import '../test/jsdom-shims';

// What boot and the i18n provider read of a program: all seven languages.
const program = { type: 'points', status: true, languages: [...LOCALES] } as Partial<Program> as Program;
const failingApi = new Proxy({} as ApiClient, {
  get: (_target, method) => () => Promise.reject(new Error(`unexpected API call: ${String(method)}`)),
});

/** Every text the page was ever rendered with, in order. */
const rendered: string[] = [];
function Page() {
  const text = useT('common')('home');
  rendered.push(text);
  return <p data-testid="page">{text}</p>;
}

function signedIn(user: BootUser) {
  const done = fromPromise<unknown>(async () => []);
  const logic = appBootMachine.provide({
    actors: {
      loadProgram: fromPromise<BootProgram | null>(async () => program),
      loadLanguages: done,
      loadUser: fromPromise<BootUser>(async () => user),
      loadCategories: done,
      loadLanguageCategories: done,
    },
  });
  return createActor(logic, { input: { signedIn: true } }).start();
}

function renderShop(user: BootUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(programQueryKey, program);
  queryClient.setQueryData(languagesQueryKey, {});
  const boot = signedIn(user);
  // No texts but English up front: the participant's language is a chunk to fetch.
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={failingApi}>
        <ProgramI18nProvider i18n={createI18n(undefined)} boot={boot}>
          <MantineProvider env="test">
            <BootContext.Provider value={boot}>
              <BootGate notFound={null}>
                <Page />
              </BootGate>
            </BootContext.Provider>
          </MantineProvider>
        </ProgramI18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return boot;
}

afterEach(() => {
  cleanup();
  rendered.length = 0;
  window.localStorage.clear();
});

describe('the participant’s own language', () => {
  it('is the first language of the shop after sign-in: the loading view waits for its texts', async () => {
    const boot = renderShop({ language: 'ge' });
    expect((await screen.findByTestId('page')).textContent).toBe('Startseite');
    expect(rendered).not.toContain('Home');
    expect(document.documentElement.lang).toBe('de');
    boot.stop();
  });

  it('gives way to a choice made in this browser', async () => {
    window.localStorage.setItem(STORED_STATE_KEY, JSON.stringify({ version: 2, locale: 'en' }));
    const boot = renderShop({ language: 'ge' });
    expect((await screen.findByTestId('page')).textContent).toBe('Home');
    expect(rendered).not.toContain('Startseite');
    boot.stop();
  });
});
