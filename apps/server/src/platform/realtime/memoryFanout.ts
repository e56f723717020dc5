import type { Fanout, RealtimeMessage } from './types.ts';

/** One node: a published message goes straight to this node's own handlers. */
export function createMemoryFanout(): Fanout {
  const handlers: ((message: RealtimeMessage) => void)[] = [];
  return {
    publish: async (message) => {
      for (const handler of handlers) {
        handler(message);
      }
    },
    onMessage: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      handlers.length = 0;
    },
  };
}
