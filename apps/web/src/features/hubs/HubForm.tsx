import {
  HUB_DESCRIPTION_MAX,
  type HubCreate,
  type HubCreateInput,
  type HubDetail,
  hubCreateSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { CityField } from './CityField.tsx';
import { useSaveHub } from './hubsApi.ts';
import { OperatorField } from './OperatorField.tsx';

const FIELDS = ['name', 'description', 'cityId', 'phone', 'email', 'operator'];

export type HubFormProps = {
  /** The hub to change, or null to found one. */
  hub: HubDetail | null;
  /** Whether the person names the operator (administrators founding a hub). */
  choosesOperator: boolean;
  onSaved: (hub: HubDetail) => void;
  onCancel: () => void;
};

/** A hub's name, description, city and contact; and for an administrator's new hub, its operator. */
export function HubForm({ hub, choosesOperator, onSaved, onCancel }: HubFormProps) {
  const { t } = useTranslation('hubs');
  const save = useSaveHub(hub?.id ?? null);
  const { errorMap } = useFormMessages();
  const form = useForm<HubCreateInput, unknown, HubCreate>({
    defaultValues: {
      name: hub?.name ?? '',
      description: hub?.description ?? '',
      cityId: hub?.city?.id ?? null,
      phone: hub?.phone ?? '',
      email: hub?.email ?? '',
      operator: null,
    },
    // An edit's operator (always null) is dropped by the server: a hub keeps the operator it has.
    resolver: zodResolver(hubCreateSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, FIELDS);

  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    if (choosesOperator && values.operator === null) {
      form.setError('operator', { message: t('validation.operatorRequired') });
      return;
    }
    save.mutate(values, { onSuccess: onSaved, onError: fields.serverRefused });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        {fields.formError && (
          <Alert severity="error" role="alert">
            {fields.formError}
          </Alert>
        )}
        <SectionCard title={t('form.sections.hub')}>
          <Stack spacing={2.5}>
            <TextField label={t('form.name')} required autoFocus {...fields.text('name')} />
            <TextField
              label={t('form.description')}
              multiline
              minRows={3}
              {...fields.text('description')}
              helperText={
                fields.errorOf('description') ??
                t('form.maxCharacters', { max: HUB_DESCRIPTION_MAX })
              }
            />
            <CityField
              control={form.control}
              name="cityId"
              label={t('form.city')}
              initial={hub?.city ?? null}
              error={fields.errorOf('cityId')}
            />
            {choosesOperator && (
              <Controller
                control={form.control}
                name="operator"
                render={({ field }) => (
                  <OperatorField
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={fields.errorOf('operator') ?? fields.errorOf('operator.id')}
                  />
                )}
              />
            )}
          </Stack>
        </SectionCard>
        <SectionCard title={t('form.sections.contact')}>
          <Stack spacing={2.5}>
            <TextField label={t('form.phone')} type="tel" {...fields.text('phone')} />
            <TextField label={t('form.email')} type="email" {...fields.text('email')} />
          </Stack>
        </SectionCard>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {t('form.save')}
          </SpinnerButton>
        </Stack>
      </Stack>
    </form>
  );
}
