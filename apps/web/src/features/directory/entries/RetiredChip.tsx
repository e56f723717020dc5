import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Marks an entry no longer offered for new records. */
export function RetiredChip() {
  const { t } = useTranslation('directory');
  return <Chip size="small" variant="outlined" label={t('entries.retiredChip')} />;
}
