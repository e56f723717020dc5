import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { canReadAssessments } from './assessmentAccess.ts';

/** Pages for those who read bookings; the others are told so (the server refuses them anyway). */
function RequireAssessmentReader({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (!canReadAssessments(details)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

/** The assessment pages, inside the signed-in area. */
export const assessmentRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'assessments',
      page: () => import('./AssessmentsPage.tsx').then((m) => <m.AssessmentsPage />),
    },
    {
      path: 'assessments/new',
      page: () => import('./AssessmentFormPage.tsx').then((m) => <m.NewAssessmentPage />),
    },
    {
      path: 'assessments/:assessmentId',
      page: () => import('./AssessmentDetailPage.tsx').then((m) => <m.AssessmentDetailPage />),
    },
    {
      path: 'assessments/:assessmentId/edit',
      page: () => import('./AssessmentFormPage.tsx').then((m) => <m.EditAssessmentPage />),
    },
  ],
  (page) => <RequireAssessmentReader>{page}</RequireAssessmentReader>,
);
