import type { StateValue } from 'xstate';
import type { Inspector } from '../../app/actor-inspection';
import { isDemoDocument } from './live/demo-mode';
import { LIVE_CHANNEL, type LiveMessage, type SnapshotMessage } from './live/live-protocol';

/** One per tab: the Flows page ignores its own tab's actors, and tells the others apart by it. */
export const TAB_ID = `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface ChannelLike {
  postMessage(message: LiveMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface LiveSenderDeps {
  channel: ChannelLike;
  tab: string;
  path: () => string;
}

/**
 * Reports the root actor's snapshots of the actors that opt in, and responses the Flows page's hello
 * with the latest of each, so a Flows page opened after the shop still sees where it is.
 */
export function createLiveSender({ channel, tab, path }: LiveSenderDeps) {
  const latest = new Map<string, SnapshotMessage>();
  channel.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as LiveMessage | null)?.kind !== 'hello') return;
    for (const message of latest.values()) channel.postMessage({ ...message, path: path() });
  });
  return {
    inspector(actor: string): Inspector {
      return (event) => {
        // Invoked promises and other children report too; the drawing is of the root machine.
        if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
        const snapshot = event.snapshot as { value?: StateValue; status?: SnapshotMessage['status']; machine?: { id?: string } };
        if (snapshot.value === undefined || typeof snapshot.machine?.id !== 'string') return;
        const message: SnapshotMessage = {
          kind: 'snapshot',
          tab,
          actor,
          machineId: snapshot.machine.id,
          // A copy through JSON: the value is plain data, and nothing else of the snapshot must ride along.
          value: JSON.parse(JSON.stringify(snapshot.value)) as StateValue,
          status: snapshot.status ?? 'active',
          event: event.event.type,
          path: path(),
        };
        latest.set(actor, message);
        channel.postMessage(message);
      };
    },
    bye() {
      channel.postMessage({ kind: 'bye', tab });
    },
  };
}

let tabSender: ReturnType<typeof createLiveSender> | null = null;

function browserSender() {
  if (!tabSender) {
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    // Node (unit tests rendering the app) would otherwise stay alive for the channel.
    (channel as unknown as { unref?: () => void }).unref?.();
    tabSender = createLiveSender({ channel, tab: TAB_ID, path: () => window.location.pathname });
    const sender = tabSender;
    window.addEventListener('pagehide', () => sender.bye());
  }
  return tabSender;
}

/**
 * The live inspector of one app actor, which the entry hands to the actor inspection slot
 * (src/app/actor-inspection.ts): undefined unless this page is the demo's, so production actors carry no
 * inspector at all.
 */
export function liveInspector(actor: string): Inspector | undefined {
  if (typeof BroadcastChannel === 'undefined' || typeof window === 'undefined' || !isDemoDocument()) return undefined;
  return browserSender().inspector(actor);
}
