import {
  type ClusterWrite,
  type ClusterWriteInput,
  clusterWriteSchema,
  type HubCluster,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { useFormFields } from '../../../app/forms/useFormFields.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useSaveCluster } from '../hubsApi.ts';

const FIELDS = ['name', 'description'] as const;

export type ClusterDialogProps = {
  hubId: number;
  /** The cluster to rename, or null to add one. */
  cluster: HubCluster | null;
  onClose: () => void;
};

/** Adds a cluster to the hub, or renames one. */
export function ClusterDialog({ hubId, cluster, onClose }: ClusterDialogProps) {
  const { t } = useTranslation('hubs');
  const save = useSaveCluster(hubId, cluster?.id ?? null);
  const { errorMap } = useFormMessages();
  const form = useForm<ClusterWriteInput, unknown, ClusterWrite>({
    defaultValues: { name: cluster?.name ?? '', description: cluster?.description ?? '' },
    resolver: zodResolver(clusterWriteSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, FIELDS);
  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    save.mutate(values, { onSuccess: onClose, onError: fields.serverRefused });
  });

  return (
    <FormDialog
      title={cluster ? t('cluster.renameTitle', { name: cluster.name }) : t('cluster.addTitle')}
      formError={fields.formError}
      pending={save.isPending}
      submitLabel={t('form.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField label={t('cluster.name')} required autoFocus {...fields.text('name')} />
      <TextField
        label={t('cluster.description')}
        multiline
        minRows={2}
        {...fields.text('description')}
      />
    </FormDialog>
  );
}
