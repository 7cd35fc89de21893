// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CONFIG_PATH, readAppConfig } from './app-config';

afterEach(() => {
  document.head.innerHTML = '';
});

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('readAppConfig', () => {
  it("reads the page's data block without fetching anything", () => {
    document.head.innerHTML = '<script type="application/json" id="app-config">{"apiOrigin":""}</script>';
    const fetchFn = answer(200, {});
    expect(readAppConfig(document, fetchFn)).toEqual({ apiOrigin: '' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('without a block, asks the static host for its file', async () => {
    const fetchFn = answer(200, { apiOrigin: 'https://api.example.com/' });
    await expect(readAppConfig(document, fetchFn)).resolves.toEqual({ apiOrigin: 'https://api.example.com' });
    expect(fetchFn).toHaveBeenCalledWith(APP_CONFIG_PATH, { cache: 'no-cache' });
  });

  it('no file means the same origin', async () => {
    await expect(readAppConfig(document, answer(404, {}))).resolves.toEqual({ apiOrigin: '' });
  });

  it('a file that names no origin stops the start with a message that says which file and why', async () => {
    await expect(readAppConfig(document, answer(200, { apiOrigin: 'api.example.com' }))).rejects.toThrow(
      /\/app-config\.json: apiOrigin must be empty/,
    );
  });
});
