import {
  HOME_CAPACITY_MAX,
  HOME_CAPACITY_MIN,
  type HomeWrite,
  type HomeWriteInput,
  type HubHome,
  homeWriteSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { useFormFields } from '../../../app/forms/useFormFields.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { CityField } from '../CityField.tsx';
import { useSaveHome } from '../hubsApi.ts';

const FIELDS = ['name', 'street', 'cityId', 'hostName', 'hostEmail', 'hostPhone', 'capacity'];

function homeValues(home: HubHome | null): HomeWriteInput {
  return {
    name: home?.name ?? '',
    street: home?.hostContact?.street ?? '',
    cityId: home?.city?.id ?? null,
    hostName: home?.hostName ?? '',
    hostEmail: home?.hostContact?.email ?? '',
    hostPhone: home?.hostContact?.phone ?? '',
    capacity: home?.capacity ?? 2,
  };
}

export type HomeDialogProps = {
  /** The home to change, or the cluster to add a home to. */
  target: { home: HubHome } | { clusterId: number; clusterName: string };
  onClose: () => void;
};

/** A host home: where it is, who hosts, and how many people it takes. */
export function HomeDialog({ target, onClose }: HomeDialogProps) {
  const { t } = useTranslation('hubs');
  const home = 'home' in target ? target.home : null;
  const save = useSaveHome(
    'home' in target ? { homeId: target.home.id } : { clusterId: target.clusterId },
  );
  const { errorMap } = useFormMessages();
  const form = useForm<HomeWriteInput, unknown, HomeWrite>({
    defaultValues: homeValues(home),
    resolver: zodResolver(homeWriteSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, FIELDS);
  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    save.mutate(values, { onSuccess: onClose, onError: fields.serverRefused });
  });
  const title =
    'home' in target
      ? t('home.editTitle', { name: target.home.name })
      : t('home.addTitle', { cluster: target.clusterName });

  return (
    <FormDialog
      title={title}
      formError={fields.formError}
      pending={save.isPending}
      submitLabel={t('form.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField label={t('home.name')} required autoFocus {...fields.text('name')} />
      <TextField
        label={t('home.capacity')}
        type="number"
        required
        slotProps={{ htmlInput: { min: HOME_CAPACITY_MIN, max: HOME_CAPACITY_MAX } }}
        {...fields.number('capacity')}
        helperText={
          fields.errorOf('capacity') ??
          t('home.capacityHelp', { min: HOME_CAPACITY_MIN, max: HOME_CAPACITY_MAX })
        }
      />
      <TextField label={t('home.hostName')} required {...fields.text('hostName')} />
      <TextField label={t('home.hostEmail')} type="email" {...fields.text('hostEmail')} />
      <TextField label={t('home.hostPhone')} type="tel" {...fields.text('hostPhone')} />
      <TextField label={t('home.street')} {...fields.text('street')} />
      <CityField
        control={form.control}
        name="cityId"
        label={t('home.city')}
        initial={home?.city ?? null}
        error={fields.errorOf('cityId')}
      />
    </FormDialog>
  );
}
