import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../app/forms/formMessages.ts';

export type FormAlertsProps = {
  /** Why the server refused the form, where no field shows it; null when it did not. */
  failure: string | null;
  /** How many fields still show an error. */
  errorCount: number;
};

/** Above a form: the server's refusal, and how many fields need fixing before it is sent. */
export function FormAlerts({ failure, errorCount }: FormAlertsProps) {
  const { t } = useTranslation('forms');
  const { fieldText } = useFormMessages();
  return (
    <>
      {failure && (
        <Alert severity="error" role="alert">
          {fieldText(failure)}
        </Alert>
      )}
      {errorCount > 0 && (
        <Alert severity="warning" role="alert">
          {t('fixErrors', { count: errorCount })}
        </Alert>
      )}
    </>
  );
}
