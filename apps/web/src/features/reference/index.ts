export {
  AgencyAddressFilter,
  AgencyFilter,
  type AgencyFilterProps,
  AgencyPicker,
  type AgencyPickerProps,
} from './AgencyPicker.tsx';
export { LookupPicker, type LookupPickerProps } from './LookupPicker.tsx';
export { LookupSelectFilter } from './LookupSelectFilter.tsx';
export {
  CITY_SEARCH_MIN,
  type CityOption,
  type LookupName,
  type LookupOption,
  useCitySearch,
  useDebounced,
  useLookup,
  useProvinces,
  useShortList,
} from './lookups.ts';
