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

  it('has every page audited by a walker that uses it', () => {
    const unaudited = ROUTE_USES.filter(
      (use) =>
        use.auditedBy.length === 0 || use.auditedBy.some((walker) => !use.usedBy.includes(walker)),
    ).map((use) => use.pattern);

    expect(unaudited).toEqual([]);
  });

  it('has every walker audit its own home, whose frame differs by role', () => {
    const walkers = new Set(ROUTE_USES.flatMap((use) => use.usedBy));
    const homes = ROUTE_USES.filter((use) => use.pattern === '' || use.pattern === 'user');
    const withoutHome = [...walkers].filter(
      (walker) => !homes.some((home) => home.auditedBy.includes(walker)),
    );

    expect(withoutHome).toEqual([]);
  });
});
