import {
  type Assessment,
  type AssessmentCreate,
  type AssessmentEdit,
  type AssessmentStatusMove,
  routes,
} from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';
import { fullName } from '../patients/index.ts';
import { useDebounced } from '../reference/index.ts';

/** Filters as the address holds them; the server reads codes and ids from text. */
export type AssessmentListParams = QueryParams & {
  page: number;
  perPage: number;
  q?: string | undefined;
  /** Comma-separated status codes. */
  status?: string | undefined;
  careType?: string | undefined;
  sort?: string | undefined;
};

const assessmentsKey = ['assessments'] as const;

export const assessmentQuery = (id: number) =>
  queryOptions({
    queryKey: [...assessmentsKey, 'one', id],
    queryFn: async ({ signal }) =>
      (await callApi(routes.assessments.show({ assessmentId: id }), { signal })).data,
  });

export function useAssessmentList(params: AssessmentListParams) {
  return useQuery({
    queryKey: [...assessmentsKey, 'list', params],
    queryFn: ({ signal }) => callApi(routes.assessments.list(), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAssessment(id: number, enabled = true) {
  return useQuery({ ...assessmentQuery(id), enabled });
}

/** Keeps the detail in the cache as the server answered, and has lists fetched again. */
function useAssessmentChanged() {
  const queryClient = useQueryClient();
  return (saved: Assessment) => {
    queryClient.setQueryData(assessmentQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: [...assessmentsKey, 'list'] });
  };
}

/** Books care (POST) or changes a booking (PATCH with every field of the form). */
export function useSaveAssessment(id: number | null) {
  const changed = useAssessmentChanged();
  return useMutation({
    mutationFn: async (values: AssessmentCreate | AssessmentEdit): Promise<Assessment> => {
      if (id !== null) {
        return (await callApi(routes.assessments.update({ assessmentId: id }), { body: values }))
          .data;
      }
      if (!('patientId' in values)) {
        throw new Error('A new booking names its patient.');
      }
      return (await callApi(routes.assessments.create(), { body: values })).data;
    },
    onSuccess: changed,
  });
}

export function useMoveAssessment(id: number) {
  const changed = useAssessmentChanged();
  return useMutation({
    mutationFn: async (move: AssessmentStatusMove): Promise<Assessment> =>
      (await callApi(routes.assessments.move({ assessmentId: id }), { body: move })).data,
    onSuccess: changed,
  });
}

/** Patients matching the typed name (of one agency when given), as picker choices. */
export function usePatientOptions(text: string, agencyId: number | null) {
  const q = useDebounced(text.trim());
  const query = useQuery({
    queryKey: ['patients', 'picker', agencyId, q],
    queryFn: async ({ signal }) =>
      (
        await callApi(routes.patients.list(), {
          query: { q: q || undefined, agencyId: agencyId ?? undefined, perPage: 20 },
          signal,
        })
      ).data,
    staleTime: 60_000,
    // The earlier matches stay listed while the next ones load, so a choice never vanishes mid-click.
    placeholderData: keepPreviousData,
  });
  return {
    options: (query.data ?? []).map((patient) => ({
      id: patient.id,
      label: fullName(patient),
      detail: patient.dateOfBirth,
    })),
    loading: query.isFetching,
  };
}
