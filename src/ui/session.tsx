/**
 * Hands the one session store to the components (the xyflow pattern): components read small
 * slices through `useSession(selector)` with the module-constant selectors of src/store.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SessionState, SessionStore } from '../store/session.ts';

const SessionContext = createContext<SessionStore | null>(null);

export const SessionProvider = ({ store, children }: { store: SessionStore; children: ReactNode }) => (
  <SessionContext.Provider value={store}>{children}</SessionContext.Provider>
);

export const useSessionStore = (): SessionStore => {
  const store = useContext(SessionContext);
  if (store === null) throw new Error('useSessionStore outside <SessionProvider>');
  return store;
};

export const useSession = <T,>(selector: (s: SessionState) => T): T => useStore(useSessionStore(), selector);
