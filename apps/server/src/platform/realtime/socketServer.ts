import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { RealtimeApp } from './apps.ts';
import { type ConnectionContext, PusherConnection } from './connection.ts';
import { originAllowed } from './origins.ts';
import {
  DEFAULT_PROTOCOL,
  errorFrame,
  frame,
  PusherError,
  type PusherErrorCode,
  SUPPORTED_PROTOCOLS,
} from './protocol.ts';
import {
  TERMINATED_CODE,
  TERMINATED_MESSAGE,
  type Termination,
  terminationOf,
} from './terminations.ts';

/** The keep-alive: after activityTimeoutMs of silence the server pings, then waits pongTimeoutMs. */
export type RealtimeTimings = { activityTimeoutMs: number; pongTimeoutMs: number };

type LiveSocket = {
  ws: LeavingWebSocket;
  connection: PusherConnection;
  lastActivityAt: number;
  pingSentAt: number | null;
  closed: Promise<void>;
};

export type SocketServerOptions = {
  apps: readonly RealtimeApp[];
  allowedOrigins: readonly string[];
  timings: RealtimeTimings;
  context: ConnectionContext;
};

// How long a shutdown waits for clients to answer the close before cutting them off.
const CLOSE_GRACE_MS = 1000;
// How long a close waits for its connection to leave its channels before it is answered anyway.
const LEAVE_WAIT_MS = 1000;

/**
 * A socket that answers a close, the client's or ours, only once its connection has left its
 * channels: a client that has seen its socket close, or a back-end it told so, then finds the
 * channel counts and presence lists without it on every node, instead of a moment later.
 */
class LeavingWebSocket extends WebSocket {
  leave: () => Promise<void> = () => Promise.resolve();

  override close(code?: number, data?: string | Buffer): void {
    const answer = () => super.close(code, data);
    // A backend that stopped answering must not hold the client's close for ever.
    const bound = setTimeout(answer, LEAVE_WAIT_MS);
    void this.leave().finally(() => {
      clearTimeout(bound);
      answer();
    });
  }
}

/**
 * Serves the protocol at /app/{key} on an existing HTTP server; other upgrade requests are refused.
 */
export function attachSocketServer(server: Server, options: SocketServerOptions) {
  const appsByKey = new Map(options.apps.map((app) => [app.key, app]));
  const live = new Set<LiveSocket>();
  const largestMessage = Math.max(...options.apps.map((app) => app.maxMessageBytes));
  // Frames a little over an app's limit are answered with an error (protocol.ts); far larger
  // ones are never buffered: the ws library closes those sockets with 1009.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: largestMessage * 4,
    WebSocket: LeavingWebSocket,
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/app/')) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, url));
  };

  const accept = (ws: LeavingWebSocket, request: IncomingMessage, url: URL) => {
    const refuse = (code: PusherErrorCode, message: string) => {
      ws.send(errorFrame(code, message));
      ws.close(code, message);
    };
    const key = /^\/app\/([^/]+)$/.exec(url.pathname)?.[1];
    if (key === undefined) {
      return refuse(PusherError.pathNotFound, 'The websocket path is /app/{key}.');
    }
    const app = appsByKey.get(decodeURIComponent(key));
    if (app === undefined) {
      return refuse(PusherError.unknownApp, 'Application does not exist.');
    }
    // Browsers always send Origin; a client without one is a server or a script, which an
    // allow-list cannot stop anyway (it would just send an allowed Origin), so it is let in.
    const origin = request.headers.origin;
    if (origin !== undefined && !originAllowed(origin, options.allowedOrigins)) {
      return refuse(PusherError.unauthorized, 'Origin not allowed.');
    }
    // Protocol 7 says to assume a version when none is given (4008 is only announced).
    const protocol = url.searchParams.get('protocol') ?? String(DEFAULT_PROTOCOL);
    if (!/^\d+$/.test(protocol)) {
      return refuse(PusherError.invalidVersion, 'Invalid version string format.');
    }
    if (!SUPPORTED_PROTOCOLS.has(Number(protocol))) {
      return refuse(PusherError.unsupportedVersion, 'Unsupported protocol version.');
    }
    // This node's own count first (no round trip), then the app's count on all nodes.
    if (countFor(app.id) >= app.maxConnections) {
      return refuse(PusherError.overQuota, 'Application is over connection quota.');
    }
    void admit(ws, app, refuse);
  };

  /**
   * Counts the connection against the app's limit across nodes (the channel state keeps the
   * count, so a vanished node's connections are swept with its subscriptions) and opens it.
   * While the state cannot answer (Redis away) the socket is let in uncounted: this node's own
   * count still bounds it.
   */
  const admit = async (
    ws: LeavingWebSocket,
    app: RealtimeApp,
    refuse: (code: PusherErrorCode, message: string) => void,
  ) => {
    const { state, nodeId, log } = options.context;
    const ref = { nodeId, socketId: newSocketId() };
    let counted = false;
    try {
      counted = await state.connected(app.id, ref, app.maxConnections);
      if (!counted) {
        refuse(PusherError.overQuota, 'Application is over connection quota.');
        return;
      }
    } catch (error) {
      log.warn(
        { err: error },
        'realtime: connection not counted across nodes (Redis unavailable?)',
      );
    }
    let uncounted: Promise<void> | null = null;
    const uncount = () => {
      uncounted ??= counted
        ? state.disconnected(app.id, ref).catch((error: unknown) => {
            log.warn({ err: error }, 'realtime: connection count not lowered');
          })
        : Promise.resolve();
      return uncounted;
    };
    if (ws.readyState !== ws.OPEN) {
      // Gone while it was being counted.
      await uncount();
      return;
    }
    open(ws, app, ref.socketId, uncount);
  };

  // Kept as sockets come and go, not counted at each connect: thousands of sockets connect at once.
  const openByApp = new Map<string, number>();
  const countFor = (appId: string) => openByApp.get(appId) ?? 0;

  const open = (
    ws: LeavingWebSocket,
    app: RealtimeApp,
    socketId: string,
    uncount: () => Promise<void>,
  ) => {
    const connection = new PusherConnection(
      socketId,
      app,
      {
        send: (text) => {
          if (ws.readyState === ws.OPEN) {
            ws.send(text);
          }
        },
      },
      options.context,
    );
    // Left and no longer counted before the close is answered: a client that saw it close may
    // connect again at once, on any node, within the limit.
    ws.leave = () => Promise.all([connection.leave(), uncount()]).then(() => undefined);
    // A socket that drops without a close handshake leaves here.
    const closed = new Promise<void>((resolve) => {
      ws.once('close', () => resolve());
    }).then(() => {
      live.delete(socket);
      openByApp.set(app.id, countFor(app.id) - 1);
      return ws.leave();
    });
    const socket: LiveSocket = {
      ws,
      connection,
      lastActivityAt: Date.now(),
      pingSentAt: null,
      closed,
    };
    live.add(socket);
    openByApp.set(app.id, countFor(app.id) + 1);
    ws.on('message', (data, isBinary) => {
      socket.lastActivityAt = Date.now();
      socket.pingSentAt = null;
      if (!isBinary) {
        connection.receive(data.toString());
      }
    });
    ws.on('error', (error) => options.context.log.debug({ err: error }, 'websocket error'));
    connection.established(Math.max(1, Math.round(options.timings.activityTimeoutMs / 1000)));
  };

  const keepAlive = () => {
    const now = Date.now();
    for (const socket of live) {
      if (socket.pingSentAt !== null) {
        if (now - socket.pingSentAt >= options.timings.pongTimeoutMs) {
          socket.ws.send(errorFrame(PusherError.pongNotReceived, 'Pong reply not received.'));
          socket.ws.close(PusherError.pongNotReceived, 'Pong reply not received');
        }
      } else if (now - socket.lastActivityAt >= options.timings.activityTimeoutMs) {
        socket.pingSentAt = now;
        socket.ws.send(frame('pusher:ping', {}));
      }
    }
  };
  const { activityTimeoutMs, pongTimeoutMs } = options.timings;
  const sweep = setInterval(keepAlive, Math.min(1000, activityTimeoutMs / 4, pongTimeoutMs / 4));
  sweep.unref();
  server.on('upgrade', onUpgrade);

  // terminate_connections from any node: this node's sockets of that user end, as soketi ends
  // them (pusher:error 4009, then a close with 4009, so clients do not reconnect).
  const terminate = (appId: string, termination: Termination) => {
    for (const socket of live) {
      const { connection, ws } = socket;
      if (connection.app.id === appId && connection.endedBy(termination)) {
        if (ws.readyState === ws.OPEN) {
          ws.send(errorFrame(PusherError.unauthorized, TERMINATED_MESSAGE));
        }
        ws.close(TERMINATED_CODE, TERMINATED_MESSAGE);
      }
    }
  };
  options.context.fanout.onMessage((message) => {
    const termination = terminationOf(message);
    if (termination !== null) {
      terminate(message.appId, termination);
    }
  });

  return {
    /** Sends every client away (to reconnect elsewhere) and waits until their subscriptions end. */
    close: async (): Promise<void> => {
      clearInterval(sweep);
      server.off('upgrade', onUpgrade);
      const sockets = [...live];
      for (const socket of sockets) {
        socket.ws.close(PusherError.reconnect, 'Server shutting down');
      }
      const cutOff = setTimeout(() => {
        for (const socket of sockets) {
          socket.ws.terminate();
        }
      }, CLOSE_GRACE_MS);
      await Promise.all(sockets.map((socket) => socket.closed));
      clearTimeout(cutOff);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

// Pusher's format, two random numbers; a socket id is no secret, the channel signature binds it.
function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}
