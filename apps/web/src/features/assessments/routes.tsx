import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { AssessmentDetailPage } from './AssessmentDetailPage.tsx';
import { EditAssessmentPage, NewAssessmentPage } from './AssessmentFormPage.tsx';
import { AssessmentsPage } from './AssessmentsPage.tsx';
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

const pages = [
  { path: 'assessments', page: <AssessmentsPage /> },
  { path: 'assessments/new', page: <NewAssessmentPage /> },
  { path: 'assessments/:assessmentId', page: <AssessmentDetailPage /> },
  { path: 'assessments/:assessmentId/edit', page: <EditAssessmentPage /> },
];

/** The assessment pages, inside the signed-in area. */
export const assessmentRoutes: RouteObject[] = pages.map(({ path, page }) => ({
  path,
  element: <RequireAssessmentReader>{page}</RequireAssessmentReader>,
}));
