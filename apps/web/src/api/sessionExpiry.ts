// When the server will end the session, from the X-Session-Expires-At header of the latest
// response. A store outside React, so the API client can feed it and any component can follow it
// (`useSyncExternalStore(subscribe, getSessionExpiresAt)`).

type Listener = () => void;

export type SessionExpiryStore = {
  getSessionExpiresAt: () => Date | null;
  setSessionExpiresAt: (expiresAt: Date | null) => void;
  subscribe: (listener: Listener) => () => void;
};

export function createSessionExpiryStore(): SessionExpiryStore {
  let expiresAt: Date | null = null;
  const listeners = new Set<Listener>();
  return {
    getSessionExpiresAt: () => expiresAt,
    setSessionExpiresAt: (next) => {
      // Most responses repeat the same time; keeping the same object spares subscribers a render.
      if (next?.getTime() === expiresAt?.getTime()) {
        return;
      }
      expiresAt = next;
      for (const listener of listeners) {
        listener();
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const sessionExpiry = createSessionExpiryStore();
export const { getSessionExpiresAt, subscribe } = sessionExpiry;
