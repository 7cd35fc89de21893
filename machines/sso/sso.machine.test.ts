import { createActor, fromPromise, type AnyActorLogic, type SnapshotFrom } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { ssoMachine, SSO_DELAYS } from './sso.machine.ts';
import { selectView } from './sso.selectors.ts';
import type { Identity, SsoInput } from './sso.types.ts';

const fx = machineFixtures(ssoMachine);

const LEARNER: Identity = { email: 'learner1@summit.example', idToken: 'id-token' };

const walkable = ssoMachine.provide({
  actors: { startSignIn: pendingActor(), completeSignIn: pendingActor(), loadIdentity: pendingActor(), signInToShop: pendingActor() },
});

// One fixture per event type and per branch of each actor's response.
const events = fx.complete([
  fx.event('sso.retry'),
  fx.done('startSignIn', undefined),
  fx.error('startSignIn', { kind: 'providerUnavailable' }),
  fx.done('completeSignIn', { page: 'redirect', next: '/' }),
  fx.done('completeSignIn', { page: 'okta', next: '/' }),
  fx.error('completeSignIn', { kind: 'cancelled' }),
  fx.error('completeSignIn', { kind: 'signInFailed' }),
  fx.done('loadIdentity', null),
  fx.done('loadIdentity', LEARNER),
  fx.error('loadIdentity', new Error('discovery unreachable')),
  fx.done('signInToShop', undefined),
  fx.error('signInToShop', { kind: 'rejected' }),
  fx.after('scoreDelay', 'sso.openingShop'),
  fx.after('enterShopDelay', 'sso.waitingToEnterShop'),
]);

const INPUTS: SsoInput[] = [
  { page: 'score', email: 'alex@summit.example', allowed: false },
  { page: 'score', email: 'learner1@summit.example', allowed: true },
  { page: 'score', email: 'learner1@summit.example', allowed: true, redirect: true, next: '/shop' },
  { page: 'callback' },
  { page: 'okta' },
  { page: 'redirect' },
];

type Snap = SnapshotFrom<typeof ssoMachine>;

// What each state means for the person looking at the page.
const states = {
  '#sso.outsideAllowList': (s: Snap) => expect(selectView(s)).toEqual({ kind: 'image' }),
  '#sso.showingScore': (s: Snap) => expect(selectView(s)).toEqual({ kind: 'scoreCard' }),
  '#sso.redirecting': (s: Snap) => expect(selectView(s)).toEqual({ kind: 'justAMoment' }),
  '#sso.awaitingProvider': (s: Snap) => expect(selectView(s)).toEqual({ kind: 'justAMoment' }),
  '#sso.openingShop': (s: Snap) => {
    expect(selectView(s)).toEqual({ kind: 'openedShop' });
    expect(s.context.identity).toEqual(LEARNER);
  },
  '#sso.signingIn': (s: Snap) => expect(s.context.identity).toEqual(LEARNER),
  '#sso.waitingToEnterShop': (s: Snap) => expect(selectView(s)).toEqual({ kind: 'signedIn' }),
  '#sso.failed': (s: Snap) => expect(s.context.failure).not.toBeNull(),
};

describe('sso statechart', () => {
  it('walks every state and transition from the four routes', async () => {
    const coverages = [];
    for (const input of INPUTS) coverages.push((await walkMachine(walkable, { events, input, states })).coverage);
    expectFullCoverage(...coverages);
    expect(coverages[0]!.allTransitions.size).toBeGreaterThan(15);
  });

  describe('journeys', () => {
    afterEach(() => vi.useRealTimers());

    function run(
      input: SsoInput,
      actors: Partial<Record<'startSignIn' | 'completeSignIn' | 'loadIdentity' | 'signInToShop', AnyActorLogic>> = {},
    ) {
      const spies = { resume: vi.fn(), openShop: vi.fn(), showScore: vi.fn(), enterShop: vi.fn(), startSignIn: vi.fn() };
      const machine = ssoMachine.provide({
        actors: {
          startSignIn: fromPromise(async ({ input }) => void spies.startSignIn(input)),
          completeSignIn: pendingActor(),
          loadIdentity: pendingActor(),
          signInToShop: pendingActor(),
          ...actors,
        },
        actions: {
          resume: (_, params) => spies.resume(params),
          openShop: () => spies.openShop(),
          showScore: (_, params) => spies.showScore(params),
          enterShop: (_, params) => spies.enterShop(params),
        },
      });
      const actor = createActor(machine, { input }).start();
      return { actor, spies };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('an address outside the allow list sees only the image, even with redirect: nothing starts', async () => {
      const { actor, spies } = run({ page: 'score', email: 'alex@summit.example', allowed: false, redirect: true });
      await settle();
      expect(actor.getSnapshot().value).toBe('outsideAllowList');
      expect(spies.startSignIn).not.toHaveBeenCalled();
    });

    it('score with redirect starts the provider sign-in towards the shop sign-in, suggesting the address', async () => {
      const { actor, spies } = run({ page: 'score', email: 'learner1@summit.example', allowed: true, redirect: true, next: '/shop' });
      await settle();
      expect(spies.startSignIn).toHaveBeenCalledWith({ page: 'redirect', next: '/shop', loginHint: 'learner1@summit.example' });
      expect(actor.getSnapshot().value).toBe('awaitingProvider');
    });

    it('callback resumes where the flow started', async () => {
      const { actor, spies } = run(
        { page: 'callback' },
        { completeSignIn: fromPromise(async () => ({ page: 'okta' as const, next: '/' })) },
      );
      await settle();
      expect(spies.resume).toHaveBeenCalledWith({ page: 'okta', next: '/' });
      expect(actor.getSnapshot().value).toBe('leaving');
    });

    it('a cancelled sign-in fails with its reason; Sign in again starts over towards the shop', async () => {
      const { actor, spies } = run(
        { page: 'callback' },
        { completeSignIn: fromPromise(async () => Promise.reject({ kind: 'cancelled' })) },
      );
      await settle();
      expect(selectView(actor.getSnapshot())).toEqual({ kind: 'failed', failure: 'cancelled' });
      actor.send({ type: 'sso.retry' });
      await settle();
      expect(spies.startSignIn).toHaveBeenCalledWith({ page: 'redirect', next: '/', loginHint: null });
      expect(actor.getSnapshot().context.failure).toBeNull();
    });

    it('okta without a provider identity signs in first and comes back to okta', async () => {
      const { spies } = run({ page: 'okta' }, { loadIdentity: fromPromise(async () => null) });
      await settle();
      expect(spies.startSignIn).toHaveBeenCalledWith({ page: 'okta', next: '/', loginHint: null });
    });

    it('okta with an identity opens the shop at once and shows the score after exactly 5 s', async () => {
      vi.useFakeTimers();
      const { actor, spies } = run({ page: 'okta' }, { loadIdentity: fromPromise(async () => LEARNER) });
      await vi.advanceTimersByTimeAsync(0);
      expect(spies.openShop).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(SSO_DELAYS.scoreDelay - 1);
      expect(spies.showScore).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(spies.showScore).toHaveBeenCalledWith({ email: LEARNER.email });
      expect(actor.getSnapshot().value).toBe('leaving');
      expect(SSO_DELAYS.scoreDelay).toBe(5000);
    });

    it('redirect signs in to the shop with the identity and enters it after exactly 2 s', async () => {
      vi.useFakeTimers();
      const signInToShop = vi.fn(async (_identity: Identity) => undefined);
      const { actor, spies } = run(
        { page: 'redirect', next: '/shop' },
        { loadIdentity: fromPromise(async () => LEARNER), signInToShop: fromPromise(async ({ input }) => signInToShop(input)) },
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(signInToShop).toHaveBeenCalledWith(LEARNER);
      expect(selectView(actor.getSnapshot())).toEqual({ kind: 'signedIn' });
      await vi.advanceTimersByTimeAsync(SSO_DELAYS.enterShopDelay - 1);
      expect(spies.enterShop).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(spies.enterShop).toHaveBeenCalledWith({ next: '/shop' });
      expect(SSO_DELAYS.enterShopDelay).toBe(2000);
    });

    it('a token the shop refuses fails as rejected; an unexplained error as provider unavailable', async () => {
      const rejected = run(
        { page: 'redirect' },
        { loadIdentity: fromPromise(async () => LEARNER), signInToShop: fromPromise(async () => Promise.reject({ kind: 'rejected' })) },
      );
      const broken = run({ page: 'okta' }, { loadIdentity: fromPromise(async () => Promise.reject(new Error('offline'))) });
      await settle();
      await settle();
      expect(selectView(rejected.actor.getSnapshot())).toEqual({ kind: 'failed', failure: 'rejected' });
      expect(rejected.spies.enterShop).not.toHaveBeenCalled();
      expect(selectView(broken.actor.getSnapshot())).toEqual({ kind: 'failed', failure: 'providerUnavailable' });
    });
  });
});
