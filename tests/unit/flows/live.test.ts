import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appBootMachine } from '../../../machines/app-boot/app-boot.machine';
import type { BootProgram, BootUser } from '../../../machines/app-boot/app-boot.types';
import { siteModeMachine } from '../../../machines/site-mode/site-mode.machine';
import { createLiveSender } from '../../../src/features/flows/demo-inspector';
import {
  applyLiveMessage,
  dropSilent,
  LIVE_TIMEOUT_MS,
  pickShown,
  readLiveMessage,
  type LiveActor,
} from '../../../src/features/flows/live/live-actors';
import type { LiveMessage, SnapshotMessage } from '../../../src/features/flows/live/live-protocol';
import { activeStateIds, describeStateValue } from '../../../src/features/flows/model/active-states';

/** A channel that records what is posted and lets the test deliver messages to the listener. */
function fakeChannel() {
  const posted: LiveMessage[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  return {
    posted,
    postMessage: (message: LiveMessage) => posted.push(structuredClone(message)),
    addEventListener: (_type: 'message', next: (event: MessageEvent) => void) => {
      listener = next;
    },
    deliver: (data: unknown) => listener?.({ data } as MessageEvent),
  };
}

const snapshots = (posted: LiveMessage[]) => posted.filter((message): message is SnapshotMessage => message.kind === 'snapshot');

describe('demo inspector (the sender)', () => {
  const secretInput = { signedIn: true };
  const bootWithSecrets = appBootMachine.provide({
    actors: {
      loadProgram: fromPromise<BootProgram | null>(async () => ({ status: true, secret: 'program-secret' }) as unknown as BootProgram),
      loadLanguages: fromPromise<unknown>(async () => undefined),
      loadUser: fromPromise<BootUser>(async () => ({ email: 'alex@summit.example', token: 'user-secret-token' }) as unknown as BootUser),
      loadCategories: fromPromise<unknown>(async () => undefined),
      loadLanguageCategories: fromPromise<unknown>(async () => undefined),
    },
  });

  it('posts the root actor’s state values and event types, and nothing of its context', async () => {
    const channel = fakeChannel();
    const sender = createLiveSender({ channel, tab: 'tab-a', path: () => '/shop' });
    const actor = createActor(bootWithSecrets, { input: secretInput, inspect: sender.inspector('boot') }).start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().value).toBe('ready');

    const sent = snapshots(channel.posted);
    expect(sent[0]).toEqual({
      kind: 'snapshot',
      tab: 'tab-a',
      actor: 'boot',
      machineId: 'appBoot',
      value: {
        starting: {
          program: 'loading',
          languages: 'loading',
          session: { loading: { user: 'loading', categories: 'loading', languageCategories: 'loading' } },
        },
      },
      status: 'active',
      event: 'xstate.init',
      path: '/shop',
    });
    expect(sent.at(-1)).toMatchObject({ value: 'ready', event: expect.stringMatching(/^xstate\.done\.actor\.load/) });
    // Invoked promise actors report snapshots too; only the machine's own are sent.
    expect(sent.every((message) => message.machineId === 'appBoot')).toBe(true);
    const wire = JSON.stringify(channel.posted);
    expect(wire).not.toContain('secret');
    expect(wire).not.toContain('alex@summit.example');
    actor.stop();
  });

  it('responses a hello with the latest snapshot of each actor', () => {
    const channel = fakeChannel();
    const sender = createLiveSender({ channel, tab: 'tab-b', path: () => '/login' });
    const site = createActor(siteModeMachine, { inspect: sender.inspector('siteMode') }).start();
    site.send({
      type: 'site.update',
      program: { status: false, type: 'points', feedStatus: { status: 'Completed' } },
      signedIn: false,
      userStatus: null,
    });
    channel.posted.length = 0;

    channel.deliver({ kind: 'hello' });
    expect(channel.posted).toEqual([
      {
        kind: 'snapshot',
        tab: 'tab-b',
        actor: 'siteMode',
        machineId: 'siteMode',
        value: 'closed',
        status: 'active',
        event: 'site.update',
        path: '/login',
      },
    ]);
    channel.deliver({ kind: 'something else' });
    expect(channel.posted).toHaveLength(1);
    sender.bye();
    expect(channel.posted.at(-1)).toEqual({ kind: 'bye', tab: 'tab-b' });
    site.stop();
  });
});

describe('live actors (the receiver)', () => {
  const snapshot = (tab: string, actor: string, value: SnapshotMessage['value']): SnapshotMessage => ({
    kind: 'snapshot',
    tab,
    actor,
    machineId: actor === 'boot' ? 'appBoot' : 'siteMode',
    value,
    status: 'active',
    event: 'x',
    path: '/',
  });

  it('accepts only well-formed messages', () => {
    expect(readLiveMessage(snapshot('t', 'boot', { starting: { program: 'loading' } }))).toEqual(
      snapshot('t', 'boot', { starting: { program: 'loading' } }),
    );
    expect(readLiveMessage({ kind: 'bye', tab: 't' })).toEqual({ kind: 'bye', tab: 't' });
    expect(readLiveMessage({ kind: 'hello', extra: 1 })).toEqual({ kind: 'hello' });
    expect(readLiveMessage({ ...snapshot('t', 'boot', 'ready'), value: 3 })).toBeNull();
    expect(readLiveMessage({ ...snapshot('t', 'boot', 'ready'), status: 'weird' })).toBeNull();
    expect(readLiveMessage({ ...snapshot('t', 'boot', 'ready'), tab: undefined })).toBeNull();
    expect(readLiveMessage('snapshot')).toBeNull();
    expect(readLiveMessage(null)).toBeNull();
  });

  it('keeps one entry per tab and actor, ignores its own tab, and drops a tab that says goodbye or goes silent', () => {
    let actors: readonly LiveActor[] = [];
    actors = applyLiveMessage(actors, snapshot('a', 'boot', 'signedOut'), 'own', 1000);
    actors = applyLiveMessage(actors, snapshot('a', 'siteMode', 'open'), 'own', 1000);
    actors = applyLiveMessage(actors, snapshot('b', 'boot', 'ready'), 'own', 2000);
    actors = applyLiveMessage(actors, snapshot('own', 'boot', 'failed'), 'own', 2000);
    expect(actors.map((entry) => `${entry.key}=${JSON.stringify(entry.value)}`)).toEqual([
      'a/boot="signedOut"',
      'a/siteMode="open"',
      'b/boot="ready"',
    ]);

    actors = applyLiveMessage(actors, snapshot('a', 'boot', 'ready'), 'own', 3000);
    expect(actors[0]).toMatchObject({ value: 'ready', changedAt: 3000, seenAt: 3000 });
    actors = applyLiveMessage(actors, snapshot('a', 'boot', 'ready'), 'own', 4000);
    expect(actors[0]).toMatchObject({ changedAt: 3000, seenAt: 4000 });

    expect(
      pickShown(
        actors.filter((entry) => entry.actor === 'boot'),
        null,
      )?.key,
    ).toBe('a/boot');
    expect(
      pickShown(
        actors.filter((entry) => entry.actor === 'boot'),
        'b/boot',
      )?.key,
    ).toBe('b/boot');
    expect(pickShown([], null)).toBeNull();

    actors = applyLiveMessage(actors, { kind: 'bye', tab: 'b' }, 'own', 5000);
    expect(actors.map((entry) => entry.key)).toEqual(['a/boot', 'a/siteMode']);
    expect(dropSilent(actors, 4000 + LIVE_TIMEOUT_MS).map((entry) => entry.key)).toEqual(['a/boot']);
    expect(dropSilent(actors, 1000)).toBe(actors);
  });
});

describe('active states', () => {
  it('names each state of a value and its ancestors, by the machine’s own ids', () => {
    expect([...activeStateIds(appBootMachine, { starting: { program: 'loaded', languages: 'loading' } })].sort()).toEqual([
      'appBoot',
      'appBoot.starting',
      'appBoot.starting.languages',
      'appBoot.starting.languages.loading',
      'appBoot.starting.program',
      'appBoot.starting.program.loaded',
    ]);
    expect([...activeStateIds(siteModeMachine, { used: 'claim' })].sort()).toEqual(['siteMode', 'siteMode.used', 'siteMode.used.claim']);
    expect([...activeStateIds(siteModeMachine, 'noSuchState')]).toEqual(['siteMode']);
  });

  it('describes a value in one line', () => {
    expect(describeStateValue('ready')).toBe('ready');
    expect(describeStateValue({ used: 'claim' })).toBe('used.claim');
    expect(describeStateValue({ starting: { program: 'loaded', languages: 'loading' } })).toBe(
      'starting.program.loaded + starting.languages.loading',
    );
  });
});
