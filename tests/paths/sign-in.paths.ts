// The sign-in statechart as QA drives it: the login form of each program type and the automatic
// sign-on with a token in the address. People: buyer076, buyer077, SILVER-2008, THANKS-0051
// (signing in changes nothing, so each entry's paths share one).
import type { AnyMachineSnapshot } from 'xstate';
import { signInMachine } from '../../machines/sign-in/sign-in.machine.ts';
import type { Credentials, SignInContext } from '../../machines/sign-in/sign-in.types.ts';
import { pendingActor } from '../support/pending-actor.ts';
import type { BrowserModel, Entry, Gesture, ModelEvent, PathRun, Person } from './path-model.ts';
import { expectSignedIn, openLogin, people, signInForm } from './people.ts';

const machine = signInMachine.provide({ actors: { signIn: pendingActor(), signInWithSsoToken: pendingActor() } });

/** A password or code the server refuses: a participant's typo. */
const wrong = (person: Person): Credentials =>
  person.password === undefined
    ? { login: 'THANKS-9999', password: '', remember: false }
    : { login: person.login, password: 'Wrong#2026', remember: false };
const right = (person: Person): Credentials => ({ login: person.login, password: person.password ?? '', remember: false });
const submit = (credentials: Credentials) => ({ type: 'signIn.submit', credentials }) as const;

function personOf(entry: Entry): Person {
  if (!('shared' in entry.people)) throw new Error('sign-in entries share one person');
  return entry.people.shared;
}

/** The form's own texts [sign-in-and-sso 4]: which alert each failure shows. */
function failureText(context: SignInContext): string {
  if (context.failure === 'ssoRejected') return 'Your sign-on link is invalid or has expired. Please sign in again.';
  return context.programType === 'claim' ? 'Please check Code and try again' : 'Please check your ID and/or password and try again';
}

async function typeAndSubmit(run: PathRun, credentials: Credentials): Promise<void> {
  const form = await signInForm(run.page);
  await form.getByRole('textbox').first().fill(credentials.login);
  if (run.person.password !== undefined) await form.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

function entry(name: string, person: Person, ssoToken: string | null = null, cover: Entry['cover'] = 'entry'): Entry {
  return {
    name,
    input: { programType: person.program, ssoToken },
    people: { shared: person },
    arriveLabel: ssoToken ? `opens /login?token=${ssoToken} (a sign-on link)` : 'opens /login',
    arrive: (run) => openLogin(run, ssoToken ? `/login?token=${ssoToken}` : '/login'),
    response: (s: AnyMachineSnapshot): ModelEvent => {
      const context = s.context as SignInContext;
      if (s.matches('signingInWithSso')) return { type: 'xstate.error.actor.signInWithSsoToken', error: { kind: 'ssoRejected' } };
      const ok = JSON.stringify(context.credentials) === JSON.stringify(right(person));
      return ok
        ? { type: 'xstate.done.actor.signIn', output: undefined }
        : { type: 'xstate.error.actor.signIn', error: { kind: 'credentials' } };
    },
    simple: { maxSteps: 8, keep: 1 },
    cover,
  };
}

const gestures = (e: Entry): Gesture[] => {
  const person = personOf(e);
  return [
    { event: submit(right(person)), label: 'types the right credentials, Sign In', run: (run) => typeAndSubmit(run, right(person)) },
    {
      event: submit(wrong(person)),
      label: `types ${person.password === undefined ? 'an unknown code' : 'a wrong password'}, Sign In`,
      run: (run) => typeAndSubmit(run, wrong(person)),
    },
    {
      event: { type: 'signIn.edit' },
      label: 'types in the first field again',
      run: async (run) => (await signInForm(run.page)).getByRole('textbox').first().pressSequentially('x'),
    },
  ];
};

export const signInPaths: BrowserModel = {
  id: 'sign-in',
  title: 'Sign in (machines/sign-in)',
  machine,
  entries: [
    // Every generated path on the points form; the other forms only what walks every transition.
    entry('points login', people.signIn.points, null, undefined),
    entry('plateau login', people.signIn.plateau),
    entry('claim login', people.signIn.claim),
    entry('sign-on link', people.signIn.sso, 'not-a-real-token'),
  ],
  gestures,
  states: {
    'signIn.starting': { note: 'transient: decides between the form and the sign-on link before anything renders' },
    'signIn.editing': {
      note: 'the Sign In form on /login, no alert',
      check: async (run) => {
        const form = await signInForm(run.page);
        await form.getByRole('button', { name: 'Sign In' }).waitFor();
        if (await form.getByRole('alert').count()) throw new Error('an alert still shows in the editing state');
        const url = await run.page.url();
        if (new URL(url).pathname !== '/login') throw new Error(`expected /login, at ${url}`);
      },
    },
    'signIn.submitting': { note: 'in flight (one request): the next step checks its response' },
    'signIn.signingInWithSso': { note: 'in flight (one request): the next step checks its response' },
    'signIn.failed': {
      note: "the form with the failure's alert (product/sign-in-and-sso.md rule 4 text per program type)",
      check: async (run, expected) => {
        const form = await signInForm(run.page);
        await form
          .getByRole('alert')
          .filter({ hasText: failureText(expected.context as SignInContext) })
          .waitFor();
      },
    },
    'signIn.signedIn': { note: 'home (/) of the signed-in shop, token stored, no form', check: (run) => expectSignedIn(run) },
  },
  leaves: {},
  notDrivable: {
    'signIn.signingInWithSso --xstate.done.actor.signInWithSsoToken[0]--> signIn.signedIn':
      "a valid sign-on token is an ID token of the development identity provider, which only the learners (learner1…9) have; the people reserved for path tests include none. tests/e2e/sso.e2e.test.ts walks the provider's round trip.",
  },
};
