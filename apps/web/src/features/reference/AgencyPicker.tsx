import { routes } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi.ts';
import { LookupPicker, type LookupPickerProps } from './LookupPicker.tsx';

export type AgencyPickerProps = Omit<LookupPickerProps, 'lookup'>;

/** The agency's name, for a page that knows only its id (a filter opened from a link). */
function useAgencyName(agencyId: number | null, known: boolean) {
  const query = useQuery({
    queryKey: ['lookup', 'agencies', 'name', agencyId],
    queryFn: async ({ signal }) =>
      (await callApi(routes.agencies.show({ agencyId: agencyId ?? 0 }), { signal })).data.name,
    enabled: agencyId !== null && !known,
    staleTime: 5 * 60_000,
  });
  return query.data;
}

/** Every form and filter where an administrator names an agency picks it here, by name. */
export function AgencyPicker({ valueLabel, ...props }: AgencyPickerProps) {
  const known = valueLabel !== undefined && valueLabel !== null;
  const fetched = useAgencyName(props.value, known);
  return <LookupPicker {...props} lookup="agencies" valueLabel={known ? valueLabel : fetched} />;
}

export type AgencyFilterProps = {
  label: string;
  /** The agency's id as the address holds it; empty for every agency. */
  value: string;
  onChange: (agencyId: string) => void;
};

/** A list's filter by one agency, for administrators, who see every agency's records. */
export function AgencyFilter({ label, value, onChange }: AgencyFilterProps) {
  const id = Number(value);
  return (
    <AgencyPicker
      label={label}
      name="agencyId"
      value={value !== '' && Number.isInteger(id) && id > 0 ? id : null}
      onChange={(picked) => onChange(picked === null ? '' : String(picked))}
    />
  );
}

/** The agency filter of a page whose address names the agency (`?agencyId=`). */
export function AgencyAddressFilter({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <AgencyFilter
      label={label}
      value={params.get('agencyId') ?? ''}
      onChange={(agencyId) =>
        setParams((next) => {
          if (agencyId === '') {
            next.delete('agencyId');
          } else {
            next.set('agencyId', agencyId);
          }
          return next;
        })
      }
    />
  );
}
