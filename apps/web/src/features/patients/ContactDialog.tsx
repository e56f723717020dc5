import {
  type Contact,
  type ContactWrite,
  type ContactWriteInput,
  contactWriteSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useLookup } from '../reference/index.ts';
import { useSaveContact } from './patientsApi.ts';

const FIELDS = ['name', 'relationshipId', 'phone', 'email', 'emergency', 'consentToShare'];

function valuesOf(contact: Contact | null): ContactWriteInput {
  return {
    name: contact?.name ?? '',
    relationshipId: contact?.relationship?.id ?? null,
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    emergency: contact?.emergency ?? false,
    consentToShare: contact?.consentToShare ?? false,
  };
}

export type ContactDialogProps = {
  patientId: number;
  /** The contact to change, or null to add one. */
  contact: Contact | null;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
};

/** Adds or changes one person to call about the patient. */
export function ContactDialog({ patientId, contact, onClose, onSaved }: ContactDialogProps) {
  const { t } = useTranslation('patients');
  const titleId = useId();
  const save = useSaveContact(patientId, contact?.id ?? null);
  const relationships = useLookup('relationships');
  const { errorMap } = useFormMessages();
  const form = useForm<ContactWriteInput, unknown, ContactWrite>({
    defaultValues: valuesOf(contact),
    resolver: zodResolver(contactWriteSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, FIELDS);

  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    save.mutate(values, {
      onSuccess: onSaved,
      onError: fields.serverRefused,
    });
  });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {contact
            ? t('contacts.form.editTitle', { name: contact.name })
            : t('contacts.form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {fields.formError && (
              <Alert severity="error" role="alert">
                {fields.formError}
              </Alert>
            )}
            <TextField
              label={t('contacts.form.name')}
              required
              autoFocus
              autoComplete="off"
              {...fields.text('name')}
            />
            <SelectField
              control={form.control}
              name="relationshipId"
              label={t('contacts.form.relationship')}
              emptyLabel={t('form.notSaid')}
              choices={relationships.options.map((option) => ({
                value: option.id,
                label: option.label,
              }))}
              error={fields.errorOf('relationshipId')}
            />
            <TextField
              label={t('contacts.form.phone')}
              type="tel"
              autoComplete="off"
              {...fields.text('phone')}
            />
            <TextField
              label={t('contacts.form.email')}
              type="email"
              autoComplete="off"
              {...fields.text('email')}
            />
            <CheckboxField
              control={form.control}
              name="emergency"
              label={t('contacts.form.emergency')}
            />
            <CheckboxField
              control={form.control}
              name="consentToShare"
              label={t('contacts.form.consent')}
              hint={t('contacts.form.consentHint')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {t('contacts.form.save')}
          </SpinnerButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
