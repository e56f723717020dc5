import { LAZY_IMAGE_PLACEHOLDER } from '@hearth/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useSeenOnce } from './useSeenOnce.ts';

export type LazyImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'alt'> & {
  src: string;
  /** The image's sizes by width (`a.webp 320w, b.webp 640w`), held back with `src`. */
  srcSet?: string | undefined;
  /** Required: describe the image, or pass `''` when it is only decoration. */
  alt: string;
  /** Milliseconds to wait after the image comes into view before loading it. */
  delay?: number;
};

/**
 * An image that loads only once it scrolls into view (after `delay`, if given); until then a
 * transparent 1×1 GIF holds its place. Without IntersectionObserver it loads at once.
 */
export function LazyImage({ src, srcSet, alt, delay = 0, ...imgProps }: LazyImageProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const seen = useSeenOnce(imgRef);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (!seen || delay === 0) {
      return;
    }
    const timer = window.setTimeout(() => setWaited(true), delay);
    return () => window.clearTimeout(timer);
  }, [seen, delay]);

  const revealed = seen && (delay === 0 || waited);
  return (
    <img
      {...imgProps}
      ref={imgRef}
      src={revealed ? src : LAZY_IMAGE_PLACEHOLDER}
      // A browser picks from srcset before src: it waits too, or the placeholder would not.
      srcSet={revealed ? srcSet : undefined}
      alt={alt}
    />
  );
}
