import type { AuditLogEntry } from '@hearth/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLabels } from './useAuditLabels.ts';

export type AuditDetailsDialogProps = { entry: AuditLogEntry; onClose: () => void };

/** Everything recorded about one entry, the details as the JSON they were stored as. */
export function AuditDetailsDialog({ entry, onClose }: AuditDetailsDialogProps) {
  const { t } = useTranslation('admin');
  const { actionLabel } = useAuditLabels();
  const facts: [string, string][] = [
    [t('auditLog.requestId'), entry.requestId ?? '—'],
    [t('auditLog.agencyId'), entry.agencyId === null ? '—' : String(entry.agencyId)],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="audit-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="audit-details-title">
        {t('auditLog.detailsTitle', { action: actionLabel(entry.action), id: entry.id })}
      </DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1, mt: 0 }}
        >
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {term}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Fragment>
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('auditLog.details')}
        </Typography>
        <Box
          component="pre"
          // Focusable, so a keyboard can scroll a long document sideways.
          tabIndex={0}
          aria-label={t('auditLog.details')}
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflow: 'auto',
            fontSize: '0.85rem',
          }}
        >
          {JSON.stringify(entry.details, null, 2)}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
