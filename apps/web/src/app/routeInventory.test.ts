import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_USES } from '../../../../e2e/support/routeInventory.ts';
import { routes } from './routes.tsx';

/** Every page a route tree can show, as its full path pattern ('' for the tree's index page). */
function pagePatterns(tree: readonly RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path === undefined ? base : [base, route.path].filter(Boolean).join('/');
    if (route.index === true) {
      return [base];
    }
    if (route.children !== undefined) {
      return pagePatterns(route.children, path);
    }
    return [path];
  });
}

describe('the browser tests’ route inventory', () => {
  // Every locale base holds the same pages; the first one stands for all.
  const localeTree = routes[0]?.children ?? [];

  it('names every page of the route table, and no page it lacks', () => {
    const tablePatterns = pagePatterns(localeTree).sort();
    const walkedPatterns = ROUTE_USES.map((use) => use.pattern).sort();

    expect(walkedPatterns).toEqual(tablePatterns);
  });

  it('gives every page at least one walker', () => {
    const unwalked = ROUTE_USES.filter((use) => use.usedBy.length === 0).map((use) => use.pattern);

    expect(unwalked).toEqual([]);
  });
});
