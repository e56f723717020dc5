import type { RouteObject } from 'react-router';
import { type Permission, RequirePermission } from '../../features/identity/index.ts';
import { type LazyPageRoute, lazyPages } from './lazyPage.tsx';

/** Pages that need one permission; each says so to those without it (the server refuses anyway). */
export const permittedPages = (
  permission: Permission,
  pages: readonly LazyPageRoute[],
): RouteObject[] =>
  lazyPages(pages, (page) => <RequirePermission permission={permission}>{page}</RequirePermission>);
