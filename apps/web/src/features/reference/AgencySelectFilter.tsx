import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useLookup } from './lookups.ts';

type Props = { label: string; value: string; onChange: (agencyId: string) => void };

/** An agency filter for lists admins read across agencies; the agencies' own staff see theirs. */
export function AgencySelectFilter({ label, value, onChange }: Props) {
  const { options } = useLookup('agencies');
  return (
    <SelectFilter
      label={label}
      value={value}
      options={options.map((option) => ({ value: String(option.id), label: option.label }))}
      onChange={onChange}
    />
  );
}
