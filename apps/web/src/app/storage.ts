// Storage throws where the browser forbids it (some private modes, blocked cookies); a lost
// preference is better than a page that does not start.
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice still applies to this visit; it just is not remembered.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored where storage is forbidden.
  }
}
