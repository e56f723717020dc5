import type { TimesheetStatus } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colours = { draft: 'default', approved: 'success', revised: 'info' } as const;

export type TimesheetStatusChipProps = {
  status: TimesheetStatus;
  /** A caregiver reads a draft as a period still open, not as the office's unapproved draft. */
  forCaregiver?: boolean;
};

export function TimesheetStatusChip({ status, forCaregiver = false }: TimesheetStatusChipProps) {
  const { t } = useTranslation('timesheets');
  const label = forCaregiver && status === 'draft' ? t('mine.open') : t(`status.${status}`);
  return <Chip size="small" variant="outlined" color={colours[status]} label={label} />;
}
