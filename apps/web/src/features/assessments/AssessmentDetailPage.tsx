import {
  type Assessment,
  AssessmentBillingFrequency,
  ListingService,
  PaymentFlag,
} from '@hearth/domain';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { FactList } from '../../components/FactList.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SectionColumns } from '../../components/SectionColumns.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { isNotFound } from '../patients/index.ts';
import { PostAction } from '../postings/index.ts';
import { ShiftsSection } from '../shifts/index.ts';
import { canEditAssessmentOf } from './assessmentAccess.ts';
import { useAssessment } from './assessmentsApi.ts';
import { isClosed } from './formValues.ts';
import { ScheduleTable } from './ScheduleTable.tsx';
import { StatusSection } from './StatusSection.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import { useAssessmentFormat } from './useAssessmentFormat.ts';
import { useAssessmentIdParam } from './useAssessmentIdParam.ts';

/** What the detail page is told after a save, to confirm it. */
export type SavedState = { saved: true };

/** Back to the list, filtered as it was when this assessment was opened from it. */
export function BackToAssessments() {
  const { t } = useTranslation('assessments');
  return <BackToList path="/user/assessments" label={t('detail.back')} />;
}

export function AssessmentNotFound() {
  const { t } = useTranslation('assessments');
  usePageTitle(t('detail.notFound.title'));
  return (
    <Stack spacing={2}>
      <BackToAssessments />
      <RecordNotFound title={t('detail.notFound.title')} message={t('detail.notFound.message')} />
    </Stack>
  );
}

/** The heading of a booking: its patient, or that it is a request not taken on yet. */
export function useAssessmentHeading(assessment: Assessment | undefined): string {
  const { t } = useTranslation('assessments');
  if (assessment === undefined) {
    return t('detail.title');
  }
  return assessment.patient
    ? t('detail.heading', { name: assessment.patient.name })
    : t('detail.requestHeading');
}

function CareSection({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('assessments');
  const label = useLabel();
  const localized = useLocalizedPath();
  const format = useAssessmentFormat();
  const notSet = t('detail.notSet');
  return (
    <SectionCard title={t('detail.sections.overview')}>
      <FactList
        facts={[
          {
            term: t('detail.facts.patient'),
            value: assessment.patient ? (
              <Link
                component={RouterLink}
                to={localized(`/user/patients/${assessment.patient.id}`)}
              >
                {assessment.patient.name}
              </Link>
            ) : (
              t('detail.noPatient')
            ),
          },
          { term: t('detail.facts.agency'), value: assessment.agency.name },
          { term: t('detail.facts.careType'), value: assessment.careType?.name ?? notSet },
          {
            term: t('detail.facts.services'),
            value:
              assessment.services.map((code) => label(ListingService.labelKey(code))).join(', ') ||
              notSet,
          },
          { term: t('detail.facts.dates'), value: format.dates(assessment) ?? notSet },
          { term: t('detail.facts.notes'), value: assessment.notes ?? notSet },
        ]}
      />
    </SectionCard>
  );
}

function BillingSection({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('assessments');
  const label = useLabel();
  const format = useAssessmentFormat();
  const notSet = t('detail.notSet');
  return (
    <SectionCard title={t('detail.sections.billing')}>
      <FactList
        facts={[
          { term: t('detail.facts.rate'), value: format.rate(assessment) ?? notSet },
          {
            term: t('detail.facts.billingFrequency'),
            value: assessment.billingFrequency
              ? label(AssessmentBillingFrequency.labelKey(assessment.billingFrequency))
              : notSet,
          },
          {
            term: t('detail.facts.paymentStatus'),
            value: label(PaymentFlag.labelKey(assessment.paymentStatus)),
          },
        ]}
      />
    </SectionCard>
  );
}

/** One booking: for whom, what care, when, at what price, where it stands and how it got there. */
export function AssessmentDetailPage() {
  const { t } = useTranslation('assessments');
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const id = useAssessmentIdParam();
  const location = useLocation();
  const query = useAssessment(id ?? 0, id !== null);
  const heading = useAssessmentHeading(query.data);
  usePageTitle(heading);

  if (id === null || isNotFound(query.error)) {
    return <AssessmentNotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const assessment = query.data;
  const saved = (location.state as Partial<SavedState> | null)?.saved === true;
  const canManage = canEditAssessmentOf(details, assessment.agency.id);

  return (
    <Stack spacing={3}>
      <BackToAssessments />
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        {canManage && !isClosed(assessment.status) && assessment.patient && (
          <PostAction assessmentId={assessment.id} />
        )}
        {canManage && !isClosed(assessment.status) && (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={localized(`/user/assessments/${assessment.id}/edit`)}
          >
            {t('detail.edit')}
          </Button>
        )}
      </Stack>
      {saved && (
        <Alert severity="success" role="status">
          {t('detail.saved')}
        </Alert>
      )}
      <SectionColumns>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <StatusSection assessment={assessment} canManage={canManage} />
          <CareSection assessment={assessment} />
          <BillingSection assessment={assessment} />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title={t('detail.sections.schedule')}>
            <ScheduleTable label={t('detail.sections.schedule')} schedule={assessment.schedule} />
          </SectionCard>
          {canManage && assessment.patient && <ShiftsSection assessmentId={assessment.id} />}
          <SectionCard title={t('detail.sections.history')}>
            <StatusTimeline label={t('detail.sections.history')} history={assessment.history} />
          </SectionCard>
        </Stack>
      </SectionColumns>
    </Stack>
  );
}
