import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useHubList } from '../hubs/index.ts';

// Enough for every hub a person deals with; a longer list would need a search picker.
const HUB_PICKER_SIZE = 100;

function useHubOptions(onlyManaged = false) {
  const query = useHubList({ perPage: HUB_PICKER_SIZE, managed: onlyManaged || undefined });
  const options = (query.data?.data ?? []).map((hub) => ({
    value: String(hub.id),
    label: hub.name,
  }));
  return { options, loading: query.isPending };
}

export type HubFilterProps = { value: string; onChange: (hubId: string) => void };

/** The board's hub filter: one hub, or all of them. */
export function HubFilter({ value, onChange }: HubFilterProps) {
  const { t } = useTranslation('referrals');
  const { options } = useHubOptions();
  return (
    <SelectFilter label={t('board.hub')} value={value} options={options} onChange={onChange} />
  );
}

export type HubFieldProps = {
  /** Agency staff refer only to the hubs they run; partners to any hub. */
  onlyManaged: boolean;
  value: number | null;
  onChange: (hubId: number | null) => void;
  error: string | undefined;
};

/** The hub a person is referred to, from the hub directory; required. */
export function HubField({ onlyManaged, value, onChange, error }: HubFieldProps) {
  const { t } = useTranslation('referrals');
  const { options, loading } = useHubOptions(onlyManaged);
  return (
    <TextField
      select
      required
      label={t('form.hub')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={error !== undefined}
      helperText={error ?? (loading ? t('form.hubsLoading') : undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('form.chooseHub')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
