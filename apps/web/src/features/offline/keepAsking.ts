import { onlineManager } from '@tanstack/react-query';

/**
 * The query client pauses its requests while the browser says it is offline. On a caregiver's
 * phone the service worker answers the screens' reads from what it kept, and the offline queue
 * takes the captures, so the app keeps asking: without this, a visit opened after the signal
 * dropped showed its spinner forever, and a check-in waited for the network before being queued.
 * Returns the undo, which puts back the browser's own online and offline events.
 */
export function keepAskingOffline(): () => void {
  onlineManager.setEventListener(() => () => undefined);
  onlineManager.setOnline(true);
  return () => onlineManager.setEventListener(followBrowser);
}

function followBrowser(setOnline: (online: boolean) => void): () => void {
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  setOnline(navigator.onLine);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
