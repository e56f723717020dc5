export { CAREGIVER_API_CACHE } from './cacheNames.ts';
export type { QueuedCapture } from './captureStore.ts';
export { retryCapture, useQueuedCaptures, useQueuedDoses } from './offlineQueue.ts';
export { SyncStatus, waitsForReason } from './SyncStatus.tsx';
export { type CaptureOutcome, useOfflineCapture } from './useOfflineCapture.ts';
