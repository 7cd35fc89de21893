import { useEffect, useState } from 'react';
import { TAB_ID } from '../demo-inspector';
import { applyLiveMessage, dropSilent, HELLO_EVERY_MS, readLiveMessage, type LiveActor } from './live-actors';
import { LIVE_CHANNEL, type LiveMessage } from './live-protocol';

/**
 * The app actors running in the other tabs of this browser, as their demo inspectors report them
 * (demo-inspector.ts). Says hello on opening and then every few seconds: tabs respond with where
 * their actors are, and a tab that stops answering drops off the list.
 */
export function useLiveActors(): readonly LiveActor[] {
  const [actors, setActors] = useState<readonly LiveActor[]>([]);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message = readLiveMessage(event.data);
      if (message) setActors((current) => applyLiveMessage(current, message, TAB_ID, Date.now()));
    };
    const hello = () => {
      channel.postMessage({ kind: 'hello' } satisfies LiveMessage);
      setActors((current) => dropSilent(current, Date.now()));
    };
    hello();
    const timer = window.setInterval(hello, HELLO_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      channel.close();
    };
  }, []);
  return actors;
}
