import { Role } from '@hearth/domain';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { type Fact, FactList } from '../../../components/FactList.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { RecordFrame } from '../shared/RecordFrame.tsx';
import { RecordHeader } from '../shared/RecordHeader.tsx';
import { useSavedNotice } from '../shared/savedNotice.ts';
import { RetireAction } from './RetireAction.tsx';
import { RetiredChip } from './RetiredChip.tsx';

type Entry = { id: number; name: string; retiredAt: string | null };

export type EntryRecordPageProps<T extends Entry> = {
  useOne: (id: number, enabled: boolean) => UseQueryResult<T>;
  useSetRetired: (id: number) => UseMutationResult<T, Error, boolean>;
  /** `/user/coordinators`; the record lives at `<listPath>/<id>`. */
  listPath: string;
  texts: {
    back: string;
    loading: string;
    notFound: string;
    notFoundMessage: string;
    details: string;
  };
  facts: (entry: T) => (Fact | false)[];
};

/** A care coordinator's or payer's page: its details, and for admins edit and retire. */
export function EntryRecordPage<T extends Entry>({
  useOne,
  useSetRetired,
  listPath,
  texts,
  facts,
}: EntryRecordPageProps<T>) {
  const { t } = useTranslation('directory');
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const isAdmin = details?.user.role === Role.admin;
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useOne(valid ? id : 0, valid);
  const setRetired = useSetRetired(valid ? id : 0);
  const [notice, setNotice] = useSavedNotice();

  return (
    <RecordFrame
      query={query}
      listPath={listPath}
      backLabel={texts.back}
      titles={{
        loading: texts.loading,
        notFound: texts.notFound,
        notFoundMessage: texts.notFoundMessage,
      }}
      titleOf={(entry) => entry.name}
      notFound={!valid}
    >
      {(entry) => (
        <>
          <RecordHeader
            title={entry.name}
            badge={entry.retiredAt !== null && <RetiredChip />}
            actions={
              isAdmin && (
                <>
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={localized(`${listPath}/${entry.id}/edit`)}
                    startIcon={<EditIcon />}
                  >
                    {t('entries.edit')}
                  </Button>
                  <RetireAction
                    name={entry.name}
                    retired={entry.retiredAt !== null}
                    mutation={setRetired}
                    onDone={setNotice}
                  />
                </>
              )
            }
          />
          {notice && (
            <Alert severity="success" role="status" onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
          <SectionCard title={texts.details}>
            <FactList facts={facts(entry).filter((fact): fact is Fact => fact !== false)} />
          </SectionCard>
        </>
      )}
    </RecordFrame>
  );
}
