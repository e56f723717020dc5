import { RealtimeConnectionState } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { setLiveSocketId } from '../../api/client.ts';
import { useAuthDetails } from '../identity/index.ts';
import { createEcho, type HearthEcho } from './createEcho.ts';
import { type BuildEnv, echoSettings, realtimeConfigQuery } from './echoSettings.ts';

/** The page's live connection: none for a visitor, or when the deployment has live updates off. */
export type Realtime = {
  echo: HearthEcho | null;
  /** The connection's state as pusher-js reports it; null without a connection. */
  state: RealtimeConnectionState | null;
};

const offline: Realtime = { echo: null, state: null };
const RealtimeContext = createContext<Realtime>(offline);

// pusher-js starts in 'initialized' before it first tries: to a person that is connecting.
function stateOf(pusherState: string): RealtimeConnectionState {
  return RealtimeConnectionState.isCode(pusherState)
    ? pusherState
    : RealtimeConnectionState.connecting;
}

export type RealtimeProviderProps = { children: ReactNode };

const buildEnv = import.meta.env as BuildEnv;

/**
 * Opens one websocket for the signed-in person and closes it when they sign out (or someone else
 * signs in): a connection never outlives the session that authorized its channels.
 */
export function RealtimeProvider({ children }: RealtimeProviderProps) {
  const { data: details } = useAuthDetails();
  const userId = details?.user.id ?? null;
  const config = useQuery({ ...realtimeConfigQuery, enabled: userId !== null });
  const settings = useMemo(() => echoSettings(config.data, buildEnv), [config.data]);
  const [realtime, setRealtime] = useState<Realtime>(offline);

  useEffect(() => {
    if (userId === null || settings === null) {
      return;
    }
    const echo = createEcho(settings);
    const { connection } = echo.connector.pusher;
    const follow = () => {
      setRealtime({ echo, state: stateOf(connection.state) });
      setLiveSocketId(connection.state === 'connected' ? connection.socket_id : null);
    };
    follow();
    connection.bind('state_change', follow);
    return () => {
      connection.unbind('state_change', follow);
      setLiveSocketId(null);
      echo.disconnect();
      setRealtime(offline);
    };
  }, [userId, settings]);

  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}
