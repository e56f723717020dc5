import {
  type Payer,
  PayerKind,
  type PayerWrite,
  type PayerWriteInput,
  payerWriteSchema,
} from '@hearth/domain';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SelectField } from '../../../components/SelectField.tsx';
import {
  EditEntryPage,
  type EntryFormDefinition,
  NewEntryPage,
} from '../entries/EntryFormPage.tsx';
import { ProvinceField } from '../entries/ProvinceField.tsx';
import { payersApi } from './payersApi.ts';

// The kind starts unset on a new payer: the form asks for it rather than guessing.
const valuesOf = (payer: Payer | null) => ({
  kind: (payer?.kind ?? null) as PayerWriteInput['kind'],
  name: payer?.name ?? '',
  contactName: payer?.contactName ?? '',
  phone: payer?.phone ?? '',
  email: payer?.email ?? '',
  website: payer?.website ?? '',
  provinceId: payer?.province?.id ?? null,
});

function useDefinition(): EntryFormDefinition<Payer, PayerWriteInput, PayerWrite> {
  const { t } = useTranslation('directory');
  const label = useLabel();
  return {
    schema: payerWriteSchema,
    valuesOf,
    shownFields: ['kind', 'name', 'contactName', 'phone', 'email', 'website', 'provinceId'],
    useOne: payersApi.useOne,
    useSave: payersApi.useSave,
    listPath: '/user/payers',
    texts: {
      back: t('payer.back'),
      section: t('payer.details'),
      create: t('payers.add'),
      createTitle: t('payers.addTitle'),
      loading: t('payer.title'),
      notFound: t('payer.notFound.title'),
      notFoundMessage: t('payer.notFound.message'),
    },
    renderFields: ({ form, fields }) => (
      <>
        <TextField label={t('payer.name')} required autoFocus {...fields.text('name')} />
        <SelectField
          control={form.control}
          name="kind"
          label={t('payer.kind')}
          required
          emptyLabel={t('form.choose')}
          choices={PayerKind.codes.map((kind) => ({
            value: kind,
            label: label(PayerKind.labelKey(kind)),
          }))}
          error={fields.errorOf('kind')}
        />
        <TextField label={t('payer.contactName')} {...fields.text('contactName')} />
        <TextField
          label={t('payer.phone')}
          type="tel"
          autoComplete="off"
          {...fields.text('phone')}
        />
        <TextField
          label={t('payer.email')}
          type="email"
          autoComplete="off"
          {...fields.text('email')}
        />
        <TextField
          label={t('payer.website')}
          type="url"
          autoComplete="off"
          {...fields.text('website')}
          helperText={fields.errorOf('website') ?? t('form.websiteHelp')}
        />
        <ProvinceField
          control={form.control}
          name="provinceId"
          label={t('payer.province')}
          emptyLabel={t('payer.everywhere')}
          error={fields.errorOf('provinceId')}
        />
      </>
    ),
  };
}

export function NewPayerPage() {
  return <NewEntryPage definition={useDefinition()} />;
}

export function EditPayerPage() {
  return <EditEntryPage definition={useDefinition()} />;
}
