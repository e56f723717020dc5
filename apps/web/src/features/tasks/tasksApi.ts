import {
  itemResponse,
  listResponse,
  type Task,
  type TaskCreate,
  type TaskPatch,
  TaskVisibility,
  taskSchema,
} from '@hearth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, sendParsed } from '../../api/fetchParsed.ts';

const taskList = listResponse(taskSchema);
const tasksKey = (patientId: number) => ['patients', patientId, 'tasks'] as const;

/** The patient's active tasks as the server lets this person see them (the first 100). */
export function usePatientTasks(patientId: number, enabled: boolean) {
  return useQuery({
    queryKey: tasksKey(patientId),
    queryFn: ({ signal }) =>
      fetchParsed(`/api/patients/${patientId}/tasks`, taskList, {
        params: { visibility: TaskVisibility.active, perPage: 100 },
        signal,
      }),
    enabled,
  });
}

export function useAddTask(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TaskCreate): Promise<Task> =>
      (
        await sendParsed(
          'post',
          `/api/patients/${patientId}/tasks`,
          itemResponse(taskSchema),
          values,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey(patientId) }),
  });
}

export function useUpdateTask(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: TaskPatch }): Promise<Task> =>
      (await sendParsed('patch', `/api/tasks/${id}`, itemResponse(taskSchema), patch)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey(patientId) }),
  });
}
