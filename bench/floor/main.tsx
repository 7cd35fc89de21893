/**
 * The floor page: a sign-in card built from the design's packages and nothing of the app's, so its
 * Lighthouse figures are the least a first view with this stack costs on the bench's phone
 * (docs/performance.md). One of each: Mantine's input, button and paper styles (with the core
 * sheets they stand on), one route, one query (the host's program, as the app's boot asks first),
 * one machine through @xstate/react, one valibot schema, one openapi-fetch client.
 *
 * Built by the bench into bench/floor/dist (bench/lib/floor.ts), served by the reference server
 * like the app; never shipped. Its texts are English literals: no participant sees it.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { Button, MantineProvider, Paper, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import createClient from 'openapi-fetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import type { paths } from '../../src/api/schema.gen.ts';

const api = createClient<paths>({ baseUrl: '' });

const credentials = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your email')),
  password: v.pipe(v.string(), v.nonEmpty('Enter your password')),
});
type Credentials = v.InferOutput<typeof credentials>;

const signInMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as { type: 'submit'; form: { email: string; password: string } },
  },
  actors: {
    signIn: fromPromise<string, Credentials>(async ({ input }) => {
      const { data, error } = await api.POST('/token', { body: input });
      if (error || !data) throw new Error('Wrong email or password');
      return data.access_token;
    }),
  },
}).createMachine({
  id: 'floorSignIn',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        submit: [
          {
            guard: ({ event }) => v.is(credentials, event.form),
            target: 'sending',
          },
          {
            actions: assign({
              error: ({ event }) => v.safeParse(credentials, event.form).issues?.[0]?.message ?? null,
            }),
          },
        ],
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => v.parse(credentials, (event as { form: Credentials }).form),
        onDone: 'signedIn',
        onError: { target: 'editing', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    signedIn: { type: 'final' },
  },
});

function SignInPage() {
  const program = useQuery({
    queryKey: ['program'],
    queryFn: async () => {
      const { data, error } = await api.GET('/api/programs');
      if (error || !data) throw new Error('no program for this host');
      return data;
    },
  });
  const [state, send] = useMachine(signInMachine);
  if (!program.data) return null;
  return (
    <Paper component="main" withBorder shadow="sm" radius="md" p="xl" maw={420} mx="auto" mt={64}>
      <h1 style={{ marginTop: 0, fontSize: 24 }}>{program.data.fullName}</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          send({ type: 'submit', form: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') } });
        }}
      >
        <TextInput name="email" label="Email" autoComplete="username" mb="md" />
        <TextInput name="password" type="password" label="Password" autoComplete="current-password" mb="md" error={state.context.error} />
        <Button type="submit" fullWidth disabled={state.matches('sending')}>
          Sign in
        </Button>
      </form>
    </Paper>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: SignInPage });
const router = createRouter({ routeTree: rootRoute.addChildren([signInRoute]) });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
