import { ASSESSMENT_BILL_TO, type AssessmentBillTo, routes } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { FieldGrid } from '../patients/index.ts';
import type { FormPartProps } from './FormFields.tsx';

/** The directory's active payers, the patient's own first: the one most bookings bill. */
function usePayerChoices(patientId: number | null | undefined) {
  return useQuery({
    queryKey: ['assessmentPayerChoices', patientId ?? null],
    queryFn: async ({ signal }) => {
      const [payers, patient] = await Promise.all([
        callApi(routes.payers.list(), { query: { perPage: 100 }, signal }),
        patientId == null ? null : callApi(routes.patients.show({ patientId }), { signal }),
      ]);
      const own = patient?.data.payer ?? null;
      const others = payers.data
        .filter((payer) => payer.id !== own?.id)
        .map((payer) => ({ id: payer.id, name: payer.name }));
      return { own, choices: own === null ? others : [own, ...others] };
    },
  });
}

/** A percent as typed (`80`, `62.5`, `33,33`) in hundredths of a percent; null when blank. */
function basisPointsOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Math.round(Number(trimmed) * 100);
}

function ShareField({ form, fields }: FormPartProps) {
  const { t } = useTranslation('assessments');
  const saved = form.getValues('payerShareBasisPoints');
  const [typed, setTyped] = useState(saved == null ? '' : String(saved / 100));
  const error = fields.errorOf('payerShareBasisPoints');
  return (
    <Controller
      control={form.control}
      name="payerShareBasisPoints"
      render={({ field }) => (
        <TextField
          required
          label={t('form.whoPays.share')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            field.onChange(basisPointsOf(event.target.value));
          }}
          onBlur={field.onBlur}
          error={error !== undefined}
          helperText={error ?? t('form.whoPays.shareHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: '%' } }}
        />
      )}
    />
  );
}

/** Who the booking bills: its payer, the patient privately, or a split of the two. */
export function WhoPaysFields(props: FormPartProps) {
  const { form, fields } = props;
  const { t } = useTranslation('assessments');
  const billTo = useWatch({ control: form.control, name: 'billTo' });
  const patientId = useWatch({ control: form.control, name: 'patientId' });
  const payers = usePayerChoices(patientId);
  const own = payers.data?.own ?? null;

  // Most bookings bill the patient's own payer: it is picked as soon as a payer is wanted and
  // known (the list may arrive after the choice), so one step is enough.
  useEffect(() => {
    if (billTo !== 'private' && own !== null && form.getValues('payerId') == null) {
      form.setValue('payerId', own.id, { shouldDirty: true });
    }
  }, [billTo, own, form]);

  const chooseBillTo = (next: AssessmentBillTo) => {
    form.setValue('billTo', next, { shouldDirty: true });
    if (next === 'private') {
      form.setValue('payerId', null, { shouldDirty: true });
    }
    if (next !== 'split') {
      form.setValue('payerShareBasisPoints', null, { shouldDirty: true });
    }
  };

  return (
    <FieldGrid>
      <TextField
        select
        required
        label={t('form.whoPays.billTo')}
        value={billTo ?? 'private'}
        onChange={(event) => chooseBillTo(event.target.value as AssessmentBillTo)}
        error={fields.errorOf('billTo') !== undefined}
        helperText={fields.errorOf('billTo')}
        slotProps={{ select: { native: true } }}
      >
        {ASSESSMENT_BILL_TO.map((code) => (
          <option key={code} value={code}>
            {t(`form.whoPays.kinds.${code}`)}
          </option>
        ))}
      </TextField>
      {billTo !== 'private' && (
        <SelectField
          control={form.control}
          name="payerId"
          label={t('form.whoPays.payer')}
          required
          emptyLabel={t('form.notChosen')}
          choices={(payers.data?.choices ?? []).map((payer) => ({
            value: payer.id,
            label:
              payer.id === own?.id ? t('form.whoPays.ownPayer', { name: payer.name }) : payer.name,
          }))}
          error={fields.errorOf('payerId')}
        />
      )}
      {billTo === 'split' && <ShareField {...props} />}
    </FieldGrid>
  );
}
