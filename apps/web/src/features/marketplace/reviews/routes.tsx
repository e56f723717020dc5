import type { RouteObject } from 'react-router';
import { lazyPages } from '../../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../../app/routing/pageWithWords.ts';
import { RequireAdmin } from '../../identity/index.ts';

/** The admins' queue of reported reviews, inside the signed-in area (`/user/...`). */
export const reviewModerationRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'reviews/reported',
      page: pageWithWords('reviews', () =>
        import('./ReportedReviewsPage.tsx').then((m) => <m.ReportedReviewsPage />),
      ),
    },
  ],
  (page) => <RequireAdmin>{page}</RequireAdmin>,
);
