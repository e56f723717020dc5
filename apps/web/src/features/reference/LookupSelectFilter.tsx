import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { type LookupName, useLookup } from './lookups.ts';

type Props = {
  /** The list the choices come from: agencies, payers, coordinators… */
  lookup: LookupName;
  label: string;
  value: string;
  onChange: (id: string) => void;
};

/** A list filter whose choices are another list's entries, by id (an agency, a payer). */
export function LookupSelectFilter({ lookup, label, value, onChange }: Props) {
  const { options } = useLookup(lookup);
  return (
    <SelectFilter
      label={label}
      value={value}
      options={options.map((option) => ({ value: String(option.id), label: option.label }))}
      onChange={onChange}
    />
  );
}
