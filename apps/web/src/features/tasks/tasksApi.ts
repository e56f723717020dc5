import { routes, type Task, type TaskCreate, type TaskPatch, TaskVisibility } from '@hearth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

const tasksKey = (patientId: number) => ['patients', patientId, 'tasks'] as const;

/** The patient's active tasks as the server lets this person see them (the first 100). */
export function usePatientTasks(patientId: number, enabled: boolean) {
  return useQuery({
    queryKey: tasksKey(patientId),
    queryFn: ({ signal }) =>
      callApi(routes.tasks.ofPatient({ patientId }), {
        query: { visibility: TaskVisibility.active, perPage: 100 },
        signal,
      }),
    enabled,
  });
}

export function useAddTask(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TaskCreate): Promise<Task> =>
      (await callApi(routes.tasks.create({ patientId }), { body: values })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey(patientId) }),
  });
}

export function useUpdateTask(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: TaskPatch }): Promise<Task> =>
      (await callApi(routes.tasks.update({ taskId: id }), { body: patch })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey(patientId) }),
  });
}
