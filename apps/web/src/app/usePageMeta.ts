import { useEffect } from 'react';
import { usePageTitle } from './usePageTitle.ts';

/** The page's `<meta name="description">`, made once and then reused by every page. */
function descriptionElement(): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found !== null) {
    return found;
  }
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/**
 * Public pages set a title and a description in the page's language: search engines and shared
 * links show them, and a tab names the page.
 */
export function usePageMeta(title: string, description: string): void {
  usePageTitle(title);
  useEffect(() => {
    descriptionElement().content = description;
  }, [description]);
}
