import { createContext, useContext } from 'react';
import type { TokenStore } from '../../api/token-store';

export interface Session {
  tokenStore: TokenStore;
  /** A token has just been kept: boot loads the participant. */
  signedIn(): void;
  /** Revokes and forgets the token, forgets the participant's data, and tells boot. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession: no BootProvider above this component');
  return session;
}
