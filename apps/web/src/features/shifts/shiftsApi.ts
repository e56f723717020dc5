import {
  eligibleCaregiverSchema,
  itemResponse,
  listResponse,
  type ShiftPosition,
  shiftGenerateResultSchema,
  shiftSchema,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, sendParsed } from '../../api/fetchParsed.ts';

const shiftsKey = ['shifts'] as const;
const oneShift = itemResponse(shiftSchema);
const shiftArray = z.object({ data: z.array(shiftSchema) });

export function useAssessmentShifts(assessmentId: number, page: number, perPage: number) {
  return useQuery({
    queryKey: [...shiftsKey, 'assessment', assessmentId, page, perPage],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/agency/assessments/${assessmentId}/shifts`, listResponse(shiftSchema), {
        params: { page, perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type CalendarParams = {
  from: string;
  to: string;
  caregiver?: number | undefined;
  patient?: number | undefined;
};

export function useShiftCalendar(params: CalendarParams) {
  return useQuery({
    queryKey: [...shiftsKey, 'calendar', params],
    queryFn: async ({ signal }) =>
      (await fetchParsed('/api/shifts', shiftArray, { params, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useMyShifts(date: string) {
  return useQuery({
    queryKey: [...shiftsKey, 'mine', date],
    queryFn: async ({ signal }) =>
      (await fetchParsed('/api/my/shifts', shiftArray, { params: { date }, signal })).data,
  });
}

export function useEligibleCaregivers(shiftId: number) {
  return useQuery({
    queryKey: [...shiftsKey, 'eligible', shiftId],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(
          `/api/shifts/${shiftId}/eligible-caregivers`,
          z.object({ data: z.array(eligibleCaregiverSchema) }),
          { signal },
        )
      ).data,
  });
}

/** After any change every shift list is fetched again (and the assessment's moves with them). */
function useShiftsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: shiftsKey });
    void queryClient.invalidateQueries({ queryKey: ['assessments'] });
  };
}

export function useGenerateShifts(assessmentId: number) {
  const onSuccess = useShiftsChanged();
  return useMutation({
    mutationFn: async () =>
      (
        await sendParsed(
          'post',
          `/api/agency/assessments/${assessmentId}/shifts/generate`,
          itemResponse(shiftGenerateResultSchema),
          {},
        )
      ).data,
    onSuccess,
  });
}

export function useAssignShift(shiftId: number) {
  const onSuccess = useShiftsChanged();
  return useMutation({
    mutationFn: async (caregiverId: number) =>
      (await sendParsed('post', `/api/shifts/${shiftId}/assign`, oneShift, { caregiverId })).data,
    onSuccess,
  });
}

export type VisitAction = 'accept' | 'decline' | 'check-in' | 'check-out';

/** A caregiver's answer or visit mark; check-in and check-out carry where the phone is. */
export function useVisitAction() {
  const onSuccess = useShiftsChanged();
  return useMutation({
    mutationFn: async (input: { shiftId: number; action: VisitAction; position?: ShiftPosition }) =>
      (
        await sendParsed(
          'post',
          `/api/shifts/${input.shiftId}/${input.action}`,
          oneShift,
          input.position,
        )
      ).data,
    onSuccess,
  });
}
