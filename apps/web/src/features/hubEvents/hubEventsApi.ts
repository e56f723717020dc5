import { type HubEvent, type HubEventCreate, routes } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';
import { hubsKey } from '../hubs/index.ts';

/** A month of one hub holds far fewer; the server's page limit. */
const MONTH_PAGE = 100;

const eventsKey = (hubId: number) => [...hubsKey, hubId, 'events'] as const;
const events = routes.hubs.events;

export function useHubEvents(hubId: number, range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...eventsKey(hubId), range],
    queryFn: ({ signal }) =>
      callApi(events.list({ hubId }), {
        query: { ...range, perPage: MONTH_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useEventsChanged(hubId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventsKey(hubId) });
}

export function useSaveEvent(hubId: number, eventId: number | null) {
  const changed = useEventsChanged(hubId);
  return useMutation({
    mutationFn: async (values: HubEventCreate): Promise<HubEvent> =>
      (eventId === null
        ? await callApi(events.create({ hubId }), { body: values })
        : await callApi(events.update({ hubId, eventId }), { body: values })
      ).data,
    onSuccess: changed,
  });
}

export function useCancelEvent(hubId: number, eventId: number) {
  const changed = useEventsChanged(hubId);
  return useMutation({
    mutationFn: async (): Promise<HubEvent> =>
      (await callApi(events.cancel({ hubId, eventId }))).data,
    onSuccess: changed,
  });
}

/** Adds or takes off one attendee: the member themself, or anyone for those who run the hub. */
export function useAttendance(hubId: number, eventId: number) {
  const changed = useEventsChanged(hubId);
  return useMutation({
    mutationFn: async ({ userId, attend }: { userId: number; attend: boolean }) => {
      const attendee = { hubId, eventId, userId };
      return (await callApi(attend ? events.attend(attendee) : events.leave(attendee))).data;
    },
    onSuccess: changed,
  });
}
