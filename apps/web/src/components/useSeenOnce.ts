import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether `target` has come within `rootMargin` of the viewport yet; once it has, it stays true.
 * Where the browser has no IntersectionObserver, true at once: the content is never withheld.
 */
export function useSeenOnce(target: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (seen || element === null) {
      return;
    }
    if (typeof window.IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new window.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setSeen(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin, seen]);

  return seen;
}
