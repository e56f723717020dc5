import { type AttendanceDay, type AttendanceWrite, routes } from '@hearth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

const attendanceKey = ['attendance'] as const;
const dayKey = (programId: number, date: string) =>
  [...attendanceKey, programId, 'day', date] as const;
const weekKey = (programId: number) => [...attendanceKey, programId, 'week'] as const;

/** The counts of the week (Monday to Sunday) around `date`. */
export function useAttendanceWeek(programId: number, date: string) {
  return useQuery({
    queryKey: [...weekKey(programId), date],
    queryFn: async ({ signal }) =>
      (await callApi(routes.attendance.week({ programId }), { query: { date }, signal })).data,
  });
}

export function useAttendanceDay(programId: number, date: string) {
  return useQuery({
    queryKey: dayKey(programId, date),
    queryFn: async ({ signal }) =>
      (await callApi(routes.attendance.day({ programId }), { query: { date }, signal })).data,
  });
}

/** Records one participant's day; the sheet takes the stored record and the new count at once. */
export function useRecordAttendance(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AttendanceWrite) =>
      (await callApi(routes.attendance.record({ programId }), { body })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData<AttendanceDay>(dayKey(programId, saved.date), (day) =>
        day === undefined
          ? day
          : {
              ...day,
              count: saved.count,
              rows: day.rows.map((row) =>
                row.patientId === saved.patientId ? { ...row, record: saved.record } : row,
              ),
            },
      );
      void queryClient.invalidateQueries({ queryKey: weekKey(programId) });
    },
  });
}

export function useSetCapacity(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (capacityPerDay: number) =>
      (await callApi(routes.attendance.capacity({ programId }), { body: { capacityPerDay } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKey }),
  });
}
