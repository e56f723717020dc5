import { RealtimeConnectionState } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { setLiveSocketId } from '../../api/client.ts';
import { useAuthDetails } from '../identity/index.ts';
import type { HearthEcho } from './createEcho.ts';
import { type BuildEnv, echoSettings, realtimeConfigQuery } from './echoSettings.ts';

/** The page's live connection: none for a visitor, or when the deployment has live updates off. */
export type Realtime = {
  echo: HearthEcho | null;
  /** The connection's state as pusher-js reports it; null without a connection. */
  state: RealtimeConnectionState | null;
};

const offline: Realtime = { echo: null, state: null };
const connectingSoon: Realtime = { echo: null, state: RealtimeConnectionState.connecting };
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
    const follow = (echo: HearthEcho) => {
      const { connection } = echo.connector.pusher;
      const update = () => {
        setRealtime({ echo, state: stateOf(connection.state) });
        setLiveSocketId(connection.state === 'connected' ? connection.socket_id : null);
      };
      update();
      connection.bind('state_change', update);
      return () => {
        connection.unbind('state_change', update);
        setLiveSocketId(null);
        echo.disconnect();
        setRealtime(offline);
      };
    };
    // The websocket client is fetched only once someone signs in: visitors never download it.
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    void import('./createEcho.ts').then(({ createEcho }) => {
      if (!stopped) {
        stop = follow(createEcho(settings));
      }
    });
    return () => stop();
  }, [userId, settings]);

  // Until the websocket client is fetched and started, a connection that will be opened is
  // already connecting: said so from the start, its indicator does not push the header aside.
  const connectionComing =
    realtime.state === null && userId !== null && (config.isPending || settings !== null);
  const shown = connectionComing ? connectingSoon : realtime;

  return <RealtimeContext.Provider value={shown}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}
