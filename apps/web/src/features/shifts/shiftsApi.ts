import {
  type CheckOutInput,
  routes,
  type ShiftPosition,
  type VisitReasonCode,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';
import { useOfflineCapture } from '../offline/index.ts';

const shiftsKey = ['shifts'] as const;

export function useAssessmentShifts(assessmentId: number, page: number, perPage: number) {
  return useQuery({
    queryKey: [...shiftsKey, 'assessment', assessmentId, page, perPage],
    queryFn: ({ signal }) =>
      callApi(routes.assessments.shifts({ assessmentId }), {
        query: { page, perPage },
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
      (await callApi(routes.shifts.calendar(), { query: params, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * The signed-in caregiver's shifts of one agency day; `staleTime` 0 reads them again each time the
 * window regains focus (the home's summary of the day).
 */
export function useMyShifts(date: string, options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: [...shiftsKey, 'mine', date],
    queryFn: async ({ signal }) =>
      (await callApi(routes.shifts.mine(), { query: { date }, signal })).data,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}

export function useEligibleCaregivers(shiftId: number) {
  return useQuery({
    queryKey: [...shiftsKey, 'eligible', shiftId],
    queryFn: async ({ signal }) =>
      (await callApi(routes.shifts.eligibleCaregivers({ shiftId }), { signal })).data,
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
      (await callApi(routes.assessments.generateShifts({ assessmentId }), { body: {} })).data,
    onSuccess,
  });
}

export function useAssignShift(shiftId: number) {
  const onSuccess = useShiftsChanged();
  return useMutation({
    mutationFn: async (caregiverId: number) =>
      (await callApi(routes.shifts.assign({ shiftId }), { body: { caregiverId } })).data,
    onSuccess,
  });
}

export type VisitAction = keyof typeof routes.shifts.visit;

/** What a check-out adds to its position: the client's signature (or why none) and tasks done. */
export type CheckOutConfirmation = Pick<
  CheckOutInput,
  'signaturePng' | 'signatureMissingReason' | 'taskIds'
>;

/**
 * A caregiver's answer or visit mark; check-in and check-out carry where the phone is, and go
 * through the offline queue: without a network they are kept on the phone and sent later.
 */
export function useVisitAction() {
  const onSuccess = useShiftsChanged();
  const capture = useOfflineCapture();
  return useMutation({
    mutationFn: async (input: {
      shiftId: number;
      action: VisitAction;
      position?: ShiftPosition;
      /** Why a mark outside the client's home or the visit's time still happened. */
      reasonCode?: VisitReasonCode | undefined;
      confirmation?: CheckOutConfirmation | undefined;
      /** What the caregiver recognises a queued mark by: the client's name. */
      label?: string;
    }) => {
      const shift = { shiftId: input.shiftId };
      if (input.action === 'accept' || input.action === 'decline') {
        await callApi(routes.shifts.visit[input.action](shift));
        return;
      }
      if (input.position === undefined) {
        throw new Error('A check-in or check-out needs where the phone is.');
      }
      await capture({
        kind: input.action,
        targetId: input.shiftId,
        label: input.label ?? '',
        body: { ...input.position, reasonCode: input.reasonCode, ...input.confirmation },
      });
    },
    onSuccess,
  });
}

/** A visit's EVV record for the agency: original and corrected marks, and every change. */
export function useVisitRecord(shiftId: number) {
  return useQuery({
    queryKey: [...shiftsKey, 'evv', shiftId],
    queryFn: async ({ signal }) => (await callApi(routes.evv.visit({ shiftId }), { signal })).data,
  });
}
