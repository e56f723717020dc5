import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { BackToList } from '../../../components/BackToList.tsx';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';

export type RecordFrameProps<T> = {
  query: UseQueryResult<T>;
  /** The list the record belongs to, for the back link. */
  listPath: string;
  backLabel: string;
  /** What the page is called while loading, and when the record is not there. */
  titles: { loading: string; notFound: string; notFoundMessage: string };
  /** The record's own title once loaded. */
  titleOf: (record: T) => string;
  /** Set when the address names no record at all (an id that is no number). */
  notFound?: boolean;
  children: (record: T) => ReactNode;
};

/**
 * A record's page: back to its list, then loading, not found (an id nobody may see answers the
 * same), a failure with a retry, or the record's title and contents.
 */
export function RecordFrame<T>({
  query,
  listPath,
  backLabel,
  titles,
  titleOf,
  notFound: absent = false,
  children,
}: RecordFrameProps<T>) {
  const { t } = useTranslation('directory');
  const notFound = absent || (query.error instanceof ApiError && query.error.code === 'not_found');
  usePageTitle(
    query.data === undefined ? (notFound ? titles.notFound : titles.loading) : titleOf(query.data),
  );

  let body: ReactNode;
  if (notFound) {
    body = <RecordNotFound title={titles.notFound} message={titles.notFoundMessage} />;
  } else if (query.isPending) {
    body = <ListLoading label={t('record.loading')} />;
  } else if (query.isError) {
    body = <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  } else {
    body = children(query.data);
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, minWidth: 0 }}>
      <BackToList path={listPath} label={backLabel} />
      {body}
    </Stack>
  );
}
