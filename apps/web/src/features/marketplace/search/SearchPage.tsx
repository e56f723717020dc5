import { SearchType } from '@hearth/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { BecomeHostInvitation } from '../../hostLeads/index.ts';
import { SearchView } from './SearchView.tsx';

/** `/{locale}/homecare`, `/shared-living`, `/day-program`: one page, the kind from the route. */
export function SearchPage({ searchType }: { searchType: SearchType }) {
  const { t } = useTranslation('marketplace');
  usePageMeta(t(`search.${searchType}.title`), t(`search.${searchType}.description`));
  return (
    <SearchView
      // A new kind of care is a new search: nothing of the last kind's view carries over.
      key={searchType}
      searchType={searchType}
      heading={t(`search.${searchType}.heading`)}
      intro={
        <>
          <Typography color="text.secondary">{t(`search.${searchType}.description`)}</Typography>
          {searchType === SearchType.sharedLiving && <BecomeHostInvitation />}
        </>
      }
    />
  );
}
