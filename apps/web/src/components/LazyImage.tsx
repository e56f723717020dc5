import { LAZY_IMAGE_PLACEHOLDER } from '@hearth/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useEffect, useRef, useState } from 'react';

export type LazyImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt'> & {
  src: string;
  /** Required: describe the image, or pass `''` when it is only decoration. */
  alt: string;
  /** Milliseconds to wait after the image comes into view before loading it. */
  delay?: number;
};

/**
 * An image that loads only once it scrolls into view (after `delay`, if given); until then a
 * transparent 1×1 GIF holds its place. Without IntersectionObserver it loads at once.
 */
export function LazyImage({ src, alt, delay = 0, ...imgProps }: LazyImageProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const img = imgRef.current;
    if (revealed || img === null) {
      return;
    }
    let timer: number | undefined;
    const reveal = () => {
      if (delay > 0) {
        timer = window.setTimeout(() => setRevealed(true), delay);
      } else {
        setRevealed(true);
      }
    };

    if (typeof window.IntersectionObserver === 'undefined') {
      reveal();
      return () => window.clearTimeout(timer);
    }
    const observer = new window.IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        reveal();
      }
    });
    observer.observe(img);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [revealed, delay]);

  return <img {...imgProps} ref={imgRef} src={revealed ? src : LAZY_IMAGE_PLACEHOLDER} alt={alt} />;
}
