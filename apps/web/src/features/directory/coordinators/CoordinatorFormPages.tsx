import {
  type CareCoordinator,
  type CareCoordinatorWrite,
  type CareCoordinatorWriteInput,
  careCoordinatorWriteSchema,
} from '@hearth/domain';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  EditEntryPage,
  type EntryFormDefinition,
  NewEntryPage,
} from '../entries/EntryFormPage.tsx';
import { ProvinceField } from '../entries/ProvinceField.tsx';
import { coordinatorsApi } from './coordinatorsApi.ts';

const valuesOf = (coordinator: CareCoordinator | null): CareCoordinatorWriteInput => ({
  name: coordinator?.name ?? '',
  organisation: coordinator?.organisation ?? '',
  phone: coordinator?.phone ?? '',
  email: coordinator?.email ?? '',
  region: coordinator?.region ?? '',
  provinceId: coordinator?.province?.id ?? null,
});

function useDefinition(): EntryFormDefinition<
  CareCoordinator,
  CareCoordinatorWriteInput,
  CareCoordinatorWrite
> {
  const { t } = useTranslation('directory');
  return {
    schema: careCoordinatorWriteSchema,
    valuesOf,
    shownFields: ['name', 'organisation', 'phone', 'email', 'region', 'provinceId'],
    useOne: coordinatorsApi.useOne,
    useSave: coordinatorsApi.useSave,
    listPath: '/user/coordinators',
    texts: {
      back: t('coordinator.back'),
      section: t('coordinator.details'),
      create: t('coordinators.add'),
      createTitle: t('coordinators.addTitle'),
      loading: t('coordinator.title'),
      notFound: t('coordinator.notFound.title'),
      notFoundMessage: t('coordinator.notFound.message'),
    },
    renderFields: ({ form, fields }) => (
      <>
        <TextField label={t('coordinator.name')} required autoFocus {...fields.text('name')} />
        <TextField label={t('coordinator.organisation')} {...fields.text('organisation')} />
        <TextField
          label={t('coordinator.phone')}
          type="tel"
          autoComplete="off"
          {...fields.text('phone')}
        />
        <TextField
          label={t('coordinator.email')}
          type="email"
          autoComplete="off"
          {...fields.text('email')}
        />
        <TextField
          label={t('coordinator.region')}
          {...fields.text('region')}
          helperText={fields.errorOf('region') ?? t('coordinator.regionHelp')}
        />
        <ProvinceField
          control={form.control}
          name="provinceId"
          label={t('coordinator.province')}
          emptyLabel={t('entries.noProvince')}
          error={fields.errorOf('provinceId')}
        />
      </>
    ),
  };
}

export function NewCoordinatorPage() {
  return <NewEntryPage definition={useDefinition()} />;
}

export function EditCoordinatorPage() {
  return <EditEntryPage definition={useDefinition()} />;
}
