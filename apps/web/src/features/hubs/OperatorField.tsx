import type { HubOperatorKind, HubOperatorRef } from '@hearth/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickerOption, SearchPicker } from '../../components/SearchPicker.tsx';
import { useHubOperators } from './hubsApi.ts';

export type OperatorFieldProps = {
  value: HubOperatorRef | null;
  onChange: (operator: HubOperatorRef | null) => void;
  error: string | undefined;
};

/** An administrator's choice of who runs a new hub: an agency or a partner, found by name. */
export function OperatorField({ value, onChange, error }: OperatorFieldProps) {
  const { t } = useTranslation('hubs');
  const labelId = useId();
  const [kind, setKind] = useState<HubOperatorKind>(value?.kind ?? 'agency');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const operators = useHubOperators(kind, text);
  const options = (operators.data ?? []).map((operator) => ({
    id: operator.id,
    label: operator.name,
  }));

  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id={labelId}>{t('form.operatorKind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as HubOperatorKind);
            setPicked(null);
            onChange(null);
          }}
        >
          <FormControlLabel value="agency" control={<Radio />} label={t('list.operators.agency')} />
          <FormControlLabel
            value="partner"
            control={<Radio />}
            label={t('list.operators.partner')}
          />
        </RadioGroup>
      </FormControl>
      <SearchPicker
        label={t(kind === 'agency' ? 'form.operatorAgency' : 'form.operatorPartner')}
        required
        value={picked}
        options={options}
        loading={operators.isFetching}
        onSearch={setText}
        onChange={(option) => {
          setPicked(option);
          onChange(option === null ? null : { kind, id: option.id });
        }}
        texts={{ loading: t('form.operatorsLoading'), noOptions: t('form.noOperators') }}
        error={error}
        helperText={error}
      />
    </Stack>
  );
}
