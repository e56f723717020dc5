import { EXPORT_LIMIT, REPORT_EXPORT_FORMATS, type ReportType } from '@hearth/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { downloadReport, type ReportFilterBody } from './reportsApi.ts';
import { saveDownload } from './saveDownload.ts';

export type ReportExportProps = {
  type: ReportType;
  filter: ReportFilterBody & { from: string; to: string };
  sort: string;
  /** How many rows the filter matches now (the rows' `meta.total`). */
  matching: number;
};

/**
 * The report's rows as a CSV or XLSX file. The server refuses an export over the limit whole, so
 * the buttons say so before anyone clicks, and ask for narrower filters.
 */
export function ReportExport({ type, filter, sort, matching }: ReportExportProps) {
  const { t } = useTranslation(['reports', 'admin']);
  const noteId = useId();
  const tooMany = matching > EXPORT_LIMIT;
  const exporting = useMutation({
    mutationFn: async (format: (typeof REPORT_EXPORT_FORMATS)[number]) => {
      const file = await downloadReport(type, { filter, sort: sort || undefined, format });
      saveDownload(file, `${type}-${filter.from}-${filter.to}.${format}`);
    },
  });
  // The file's answer is not JSON: the one refusal to name is the server's row limit (422).
  const problem =
    exporting.error instanceof ApiError && exporting.error.status === 422
      ? t('admin:listExport.tooManyRows')
      : exporting.error?.message;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {REPORT_EXPORT_FORMATS.map((format) => (
          <SpinnerButton
            key={format}
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            disabled={tooMany || matching === 0 || exporting.isPending}
            spinning={exporting.isPending && exporting.variables === format}
            aria-describedby={noteId}
            onClick={() => exporting.mutate(format)}
          >
            {t(`reports:export.${format}`)}
          </SpinnerButton>
        ))}
      </Stack>
      <Typography id={noteId} variant="body2" color="text.secondary">
        {tooMany
          ? t('admin:listExport.narrow', { matching, limit: EXPORT_LIMIT })
          : t('reports:export.limit', { limit: EXPORT_LIMIT })}
      </Typography>
      {problem !== undefined && (
        <Alert severity="error" role="alert">
          {t('reports:export.failed', { message: problem })}
        </Alert>
      )}
    </Stack>
  );
}
