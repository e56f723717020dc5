import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { PageCodeMissing } from './PageCodeMissing.ts';

/** Fetches a page's module and renders the page from it. */
export type PageLoader = () => Promise<ReactNode>;

const unframed = (page: ReactNode) => page;

/**
 * A route whose page's code is fetched the first time the route is opened, so a visitor
 * downloads only the pages they open; `frame` wraps the page (a permission guard, say). The
 * router fetches it in the same step as the route's match, before it shows the page, so the page
 * never flashes empty.
 */
export function lazyPage(
  load: PageLoader,
  frame: (page: ReactNode) => ReactNode = unframed,
): { lazy: LazyRouteFunction<RouteObject> } {
  return {
    lazy: async () => {
      try {
        return { element: frame(await load()) };
      } catch (cause) {
        // Most often a release replaced the file this copy of the app asks for.
        throw new PageCodeMissing(cause);
      }
    },
  };
}

/** A page at a path, its code fetched when the path is first opened. */
export type LazyPageRoute = { path: string; page: PageLoader };

/** Routes for `pages`, each page inside the same `frame`. */
export function lazyPages(
  pages: readonly LazyPageRoute[],
  frame: (page: ReactNode) => ReactNode = unframed,
): RouteObject[] {
  return pages.map(({ path, page }) => ({ path, ...lazyPage(page, frame) }));
}
