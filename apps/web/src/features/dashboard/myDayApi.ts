import { routes } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

/** The caregiver's tasks and doses left on a day; read again whenever the home is looked at. */
export function useMyDay(date: string) {
  return useQuery({
    queryKey: ['my', 'day', date],
    queryFn: async ({ signal }) =>
      (await callApi(routes.myDay.show(), { query: { date }, signal })).data,
    staleTime: 0,
  });
}
