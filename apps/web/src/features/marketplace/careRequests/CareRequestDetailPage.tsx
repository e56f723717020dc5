import type { AnsweredQuestion, CareRequest } from '@hearth/domain';
import { Locale, SEARCH_TYPE_PRODUCT, SearchType } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/ApiError.ts';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { useLocale, useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { BackToList } from '../../../components/BackToList.tsx';
import { DateTime, useDateFormat, useDateTimeFormat } from '../../../components/DateTime.tsx';
import { type Fact, FactList } from '../../../components/FactList.tsx';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SeenChip } from './careRequestColumns.tsx';
import { useCareRequest } from './careRequestsApi.ts';

function BackToInbox() {
  const { t } = useTranslation('careRequests');
  return <BackToList path="/user/care-requests" label={t('detail.back')} />;
}

function NotFound() {
  const { t } = useTranslation('careRequests');
  usePageTitle(t('detail.notFound.title'));
  return (
    <Stack spacing={2}>
      <BackToInbox />
      <RecordNotFound title={t('detail.notFound.title')} message={t('detail.notFound.message')} />
    </Stack>
  );
}

/** An answer as the family gave it: the chosen options' words, or the value typed. */
function useAnswerText(): (answer: AnsweredQuestion) => string {
  const { t } = useTranslation('careRequests');
  const locale = useLocale();
  const formatDate = useDateFormat();
  return (answer) => {
    if (answer.choices.length > 0) {
      return answer.choices.map((choice) => choice.labels[locale]).join(', ');
    }
    if (answer.value === null || answer.value === '') {
      return t('detail.noAnswer');
    }
    return answer.kind === 'date' ? formatDate(String(answer.value)) : String(answer.value);
  };
}

/** The listing's public page, under its kind of care's address. */
function listingPath(request: CareRequest): string {
  const searchType = SearchType.codes.find((type) => SEARCH_TYPE_PRODUCT[type] === request.product);
  return `/${searchType}/listings/${request.listing.id}`;
}

function RequestFacts({ request }: { request: CareRequest }) {
  const { t } = useTranslation('careRequests');
  const localized = useLocalizedPath();
  const formatDate = useDateFormat();
  const formatDateTime = useDateTimeFormat();
  const facts: Fact[] = [
    { term: t('detail.facts.reference'), value: request.reference },
    { term: t('detail.facts.kind'), value: t(`inbox.kinds.${request.kind}`) },
    { term: t('detail.facts.received'), value: <DateTime value={request.createdAt} /> },
    {
      term: t('detail.facts.listing'),
      value: (
        <Link component={RouterLink} to={localized(listingPath(request))}>
          {request.listing.name}
        </Link>
      ),
    },
    { term: t('detail.facts.agency'), value: request.agency.name },
  ];
  if (request.visitDate !== null) {
    facts.push({ term: t('detail.facts.visitDate'), value: formatDate(request.visitDate) });
  }
  if (request.seenAt !== null) {
    facts.push({
      term: t('detail.facts.firstOpened'),
      value: request.seenBy ? (
        t('detail.facts.firstOpenedBy', {
          date: formatDateTime(request.seenAt),
          name: request.seenBy.name,
        })
      ) : (
        <DateTime value={request.seenAt} />
      ),
    });
  }
  return <FactList facts={facts} />;
}

function ContactFacts({ request }: { request: CareRequest }) {
  const { t } = useTranslation('careRequests');
  const label = useLabel();
  const { contact } = request;
  const facts: Fact[] = [{ term: t('detail.facts.name'), value: contact.name }];
  if (contact.email !== null) {
    facts.push({
      term: t('detail.facts.email'),
      value: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>,
    });
  }
  if (contact.phone !== null) {
    facts.push({
      term: t('detail.facts.phone'),
      value: <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>,
    });
  }
  facts.push(
    {
      term: t('detail.facts.preferred'),
      value: t(`request.contact.methods.${contact.preferredContact}`),
    },
    { term: t('detail.facts.language'), value: label(Locale.labelKey(request.locale)) },
  );
  if (request.message !== null) {
    facts.push({
      term: t('detail.facts.message'),
      value: <Box sx={{ whiteSpace: 'pre-wrap' }}>{request.message}</Box>,
    });
  }
  return <FactList facts={facts} />;
}

/** `/user/care-requests/:id`: what the family answered and how to reach them. */
export function CareRequestDetailPage() {
  const { t } = useTranslation('careRequests');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const answerText = useAnswerText();
  const id = Number(useParams().careRequestId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useCareRequest(id, valid);
  usePageTitle(
    query.data ? t('detail.titleWith', { reference: query.data.reference }) : t('detail.title'),
  );

  if (!valid || (query.error instanceof ApiError && query.error.code === 'not_found')) {
    return <NotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const request = query.data;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <BackToInbox />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t('detail.titleWith', { reference: request.reference })}
        </Typography>
        <SeenChip seenAt={request.seenAt} />
      </Stack>
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={localized(`/user/assessments/${request.assessment.id}`)}
            color="inherit"
            size="small"
          >
            {t('detail.openAssessment')}
          </Button>
        }
      >
        {t('detail.respond')}
      </Alert>
      <SectionCard title={t('detail.sections.contact')}>
        <ContactFacts request={request} />
      </SectionCard>
      <SectionCard title={t('detail.sections.answers')}>
        {request.answers.length === 0 ? (
          <Typography>{t('detail.noAnswers')}</Typography>
        ) : (
          <FactList
            facts={request.answers.map((answer) => ({
              term: answer.labels[locale],
              value: answerText(answer),
            }))}
          />
        )}
      </SectionCard>
      <SectionCard title={t('detail.sections.request')}>
        <RequestFacts request={request} />
      </SectionCard>
    </Stack>
  );
}
