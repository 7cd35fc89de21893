// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { selfQueryKey, type User } from '../../api/queries/self';
import { useLanguageChoice } from '../../features/layout/language-choice';
import { ApiProvider } from '../../app/api-context';
import { KeepLanguage } from './keep-language';

afterEach(cleanup);

const USER = {
  sid: 'u_1',
  name: 'Alex',
  email: 'a@x.example',
  status: null,
  balance: 0,
  addresses: [],
  cartItems: [],
  language: null,
} as User;

function Chooser() {
  const keep = useLanguageChoice();
  return (
    <button type="button" onClick={() => keep?.('nl')}>
      choose
    </button>
  );
}

function setUp(answer: { status: number; data?: unknown; error?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(selfQueryKey, USER);
  const put = vi.fn(async () => ({ response: new Response(null, { status: answer.status }), data: answer.data, error: answer.error }));
  const api = { PUT: put } as unknown as ApiClient;
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <KeepLanguage>
          <Chooser />
        </KeepLanguage>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { put, queryClient };
}

describe('KeepLanguage', () => {
  it('sends the chosen language for the signed-in participant and keeps it on their record', async () => {
    const { put, queryClient } = setUp({ status: 200, data: { language: 'nl' } });
    fireEvent.click(screen.getByRole('button'));
    expect(put).toHaveBeenCalledWith('/api/users/{sid}/language', { params: { path: { sid: 'u_1' } }, body: { language: 'nl' } });
    await waitFor(() => expect(queryClient.getQueryData<User>(selfQueryKey)?.language).toBe('nl'));
  });

  it('a refused call changes nothing the participant sees', async () => {
    const { put, queryClient } = setUp({ status: 400, error: { error: 'bad_request', message: 'no' } });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData<User>(selfQueryKey)?.language).toBeNull();
  });
});
