export { ConnectionStatus } from './ConnectionIndicator.tsx';
export { echoChannelName } from './echoChannel.ts';
export { useRealtime } from './RealtimeProvider.tsx';
export { usePresence } from './usePresence.ts';
