import { ReferenceList } from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../api/ApiError.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { EntryFields } from './EntryFields.tsx';
import { displayName, type EntryRow } from './entries.ts';
import { type EntryFormValues, type FormMode, formSpec, initialValues } from './entryForm.ts';
import { useChangeEntry } from './referenceApi.ts';

export type EntryFormDialogProps = {
  list: ReferenceList;
  mode: FormMode;
  /** The entry being renamed; null when adding. */
  entry: EntryRow | null;
  onClose: () => void;
  onSaved: (saved: EntryRow) => void;
};

// After the form's own checks pass, the server refuses only what it alone can know: a code or
// name already in the list, or a province that is retired.
const serverProblemType = (field: string) =>
  field === 'provinceId' ? 'notOffered' : field === 'code' || field === 'name' ? 'taken' : 'server';

const isShown = (field: string, fields: readonly string[]) =>
  fields.some((shown) => field === shown || field.startsWith(`${shown}.`));

/** What to say above the form: nothing when every complaint sits beside a field it shows. */
function formFailure(error: Error | null, fields: readonly string[]) {
  if (error === null) {
    return null;
  }
  const named = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  const elsewhere = named.filter(([field]) => !isShown(field, fields));
  if (named.length > 0 && elsewhere.length === 0) {
    return null;
  }
  return { message: error.message, details: elsewhere.flatMap(([, messages]) => messages) };
}

/** Adds an entry, or renames one (its names per locale), checked by the shared schemas. */
export function EntryFormDialog({ list, mode, entry, onClose, onSaved }: EntryFormDialogProps) {
  const { t } = useTranslation('reference');
  const label = useLabel();
  const locale = useLocale();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { fields, schema } = formSpec(list, mode);
  const form = useForm<EntryFormValues>({
    defaultValues: initialValues(entry),
    // Each list checks with its own domain schema, so the form's type is the union of all fields;
    // the schema's output (only its own fields, trimmed) is what is sent.
    resolver: zodResolver(schema as z.ZodType<EntryFormValues, EntryFormValues>),
  });
  const change = useChangeEntry(list);
  const failure = formFailure(change.error, fields);

  const submit = form.handleSubmit((body) => {
    const request =
      mode === 'add' || entry === null
        ? ({ kind: 'create', body } as const)
        : ({ kind: 'update', id: entry.id, body } as const);
    change.mutate(request, {
      onSuccess: onSaved,
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          return;
        }
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (isShown(field, fields)) {
            form.setError(
              field as FieldPath<EntryFormValues>,
              { type: serverProblemType(field), message: messages[0] },
              { shouldFocus: true },
            );
          }
        }
      },
    });
  });

  const title =
    mode === 'add'
      ? t('form.addTitle', { list: label(ReferenceList.labelKey(list)) })
      : t('form.renameTitle', { name: entry ? displayName(entry, locale) : '' });

  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure.message}
              {failure.details.map((detail) => (
                <div key={detail}>{detail}</div>
              ))}
            </Alert>
          )}
          <EntryFields list={list} fields={fields} form={form} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={change.isPending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={change.isPending}>
            {t('form.save')}
          </SpinnerButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
