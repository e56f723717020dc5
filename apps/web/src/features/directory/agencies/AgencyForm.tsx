import {
  AGENCY_DESCRIPTION_MAX,
  type Agency,
  type AgencyWrite,
  type AgencyWriteInput,
  agencyWriteSchema,
  OrganisationKind,
  SERVICE_RADIUS_MAX_KM,
  SERVICE_RADIUS_MIN_KM,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { useFormFields } from '../../../app/forms/useFormFields.ts';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useShortList } from '../../reference/index.ts';
import { CityPicker } from '../shared/CityPicker.tsx';
import { MultiPickerField } from '../shared/MultiPickerField.tsx';
import { useSaveAgency } from './agenciesApi.ts';
import { AGENCY_FIELDS, agencyValues } from './agencyForm.ts';
import { placeOf } from './placeOf.ts';

export type AgencyFormProps = {
  /** The agency to change, or null to add one. */
  agency: Agency | null;
  onSaved: (agency: Agency) => void;
  onCancel: () => void;
};

/** An agency's profile: who they are, where, what care they give and in which languages. */
export function AgencyForm({ agency, onSaved, onCancel }: AgencyFormProps) {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const save = useSaveAgency(agency?.id ?? null);
  const careTypes = useShortList('careTypes');
  const languages = useShortList('languages');
  const { errorMap } = useFormMessages();
  const form = useForm<AgencyWriteInput, unknown, AgencyWrite>({
    defaultValues: agencyValues(agency),
    resolver: zodResolver(agencyWriteSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, AGENCY_FIELDS);
  const [city, setCity] = useState(
    agency?.city ? { id: agency.city.id, label: placeOf(agency) } : null,
  );

  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
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
        <SectionCard title={t('form.sections.identity')}>
          <Stack spacing={2.5}>
            <TextField label={t('agency.name')} required autoFocus {...fields.text('name')} />
            {agency === null && (
              // Chosen once: an organisation's records and its people's rights follow its kind.
              <TextField
                select
                label={t('agency.kind')}
                slotProps={{ select: { native: true } }}
                {...fields.number('kind')}
              >
                {OrganisationKind.codes.map((kind) => (
                  <option key={kind} value={kind}>
                    {label(OrganisationKind.labelKey(kind))}
                  </option>
                ))}
              </TextField>
            )}
            <TextField label={t('agency.legalName')} {...fields.text('legalName')} />
            <TextField
              label={t('agency.description')}
              multiline
              minRows={3}
              {...fields.text('description')}
              helperText={
                fields.errorOf('description') ??
                t('form.maxCharacters', { max: AGENCY_DESCRIPTION_MAX })
              }
            />
          </Stack>
        </SectionCard>
        <SectionCard title={t('form.sections.contact')}>
          <Stack spacing={2.5}>
            <TextField
              label={t('agency.phone')}
              type="tel"
              autoComplete="off"
              {...fields.text('phone')}
            />
            <TextField
              label={t('agency.email')}
              type="email"
              autoComplete="off"
              {...fields.text('email')}
            />
            <TextField
              label={t('agency.website')}
              type="url"
              autoComplete="off"
              {...fields.text('website')}
              helperText={fields.errorOf('website') ?? t('form.websiteHelp')}
            />
          </Stack>
        </SectionCard>
        <SectionCard title={t('form.sections.place')}>
          <Stack spacing={2.5}>
            <TextField
              label={t('agency.street')}
              autoComplete="off"
              {...fields.text('address.street')}
            />
            <TextField
              label={t('agency.unit')}
              autoComplete="off"
              {...fields.text('address.unit')}
            />
            <Controller
              control={form.control}
              name="address.cityId"
              render={({ field }) => (
                <CityPicker
                  label={t('agency.city')}
                  value={city}
                  inputRef={field.ref}
                  error={fields.errorOf('address.cityId')}
                  onChange={(picked) => {
                    setCity(picked);
                    field.onChange(picked?.id ?? null);
                    // The agency is placed at its city's centre until a finer point is known.
                    form.setValue('address.latitude', picked?.latitude ?? null);
                    form.setValue('address.longitude', picked?.longitude ?? null);
                  }}
                />
              )}
            />
            <TextField
              label={t('agency.postalCode')}
              autoComplete="off"
              {...fields.text('address.postalCode')}
            />
            <TextField
              label={t('agency.serviceRadius')}
              type="number"
              slotProps={{
                htmlInput: { min: SERVICE_RADIUS_MIN_KM, max: SERVICE_RADIUS_MAX_KM, step: 1 },
              }}
              {...fields.number('serviceRadiusKm')}
              helperText={
                fields.errorOf('serviceRadiusKm') ??
                t('form.serviceRadiusHelp', {
                  min: SERVICE_RADIUS_MIN_KM,
                  max: SERVICE_RADIUS_MAX_KM,
                })
              }
            />
          </Stack>
        </SectionCard>
        <SectionCard title={t('form.sections.care')}>
          <Stack spacing={2.5}>
            <MultiPickerField
              control={form.control}
              name="careTypeIds"
              label={t('agency.careTypes')}
              options={careTypes.options}
              loading={careTypes.isPending}
              error={fields.errorOf('careTypeIds')}
            />
            <MultiPickerField
              control={form.control}
              name="languageIds"
              label={t('agency.languages')}
              options={languages.options}
              loading={languages.isPending}
              error={fields.errorOf('languageIds')}
            />
          </Stack>
        </SectionCard>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
        >
          <Button onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {agency ? t('form.save') : t('agencyForm.create')}
          </SpinnerButton>
        </Stack>
      </Stack>
    </form>
  );
}
