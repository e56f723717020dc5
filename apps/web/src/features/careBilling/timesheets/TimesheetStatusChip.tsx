import type { TimesheetStatus } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colours = { draft: 'default', approved: 'success', revised: 'info' } as const;

export function TimesheetStatusChip({ status }: { status: TimesheetStatus }) {
  const { t } = useTranslation('timesheets');
  return (
    <Chip size="small" variant="outlined" color={colours[status]} label={t(`status.${status}`)} />
  );
}
