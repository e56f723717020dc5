import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type FiltersDialogProps = {
  /** How many filters are set, shown on the button so a narrowed search is never a surprise. */
  count: number;
  children: ReactNode;
};

/**
 * On a phone the filters would push the first result off the first screen: they wait behind
 * one "Filters (n)" button, in a full-screen dialog. Each change applies at once, as on a wide
 * screen; closing shows the results.
 */
export function FiltersDialog({ count, children }: FiltersDialogProps) {
  const { t } = useTranslation('marketplace');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {count === 0 ? t('filters.label') : t('filters.labelWithCount', { count })}
      </Button>
      <Dialog open={open} onClose={close} fullScreen aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('filters.label')}</DialogTitle>
        {/* Room above the first field, whose outlined label would be cut off under the title. */}
        <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            {t('filters.showResults')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
