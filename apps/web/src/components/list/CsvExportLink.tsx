import { EXPORT_LIMIT } from '@hearth/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The export's address, with the list's filters. */
  href: string;
  filename: string;
  /** How many rows the list's filters match now (the list's `meta.total`). */
  matching: number;
};

/**
 * Downloads a list as CSV. Beyond the export limit the server refuses it whole, so the link says
 * so before anyone clicks, and asks for narrower filters.
 */
export function CsvExportLink({ href, filename, matching }: Props) {
  const { t } = useTranslation('admin');
  const noteId = useId();
  const tooMany = matching > EXPORT_LIMIT;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {tooMany || matching === 0 ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled
          aria-describedby={tooMany ? noteId : undefined}
        >
          {t('listExport.csv')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          href={href}
          download={filename}
        >
          {t('listExport.csv')}
        </Button>
      )}
      {tooMany && (
        <Typography id={noteId} variant="body2" color="text.secondary">
          {t('listExport.narrow', { matching, limit: EXPORT_LIMIT })}
        </Typography>
      )}
    </Stack>
  );
}
