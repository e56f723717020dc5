import {
  type HubEvent,
  type HubEventCreate,
  type HubEventPatch,
  hubEventSchema,
  itemResponse,
  listResponse,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { fetchParsed, sendParsed } from '../../api/fetchParsed.ts';
import { hubsKey } from '../hubs/index.ts';

const eventList = listResponse(hubEventSchema);
const oneEvent = itemResponse(hubEventSchema);
/** A month of one hub holds far fewer; the server's page limit. */
const MONTH_PAGE = 100;

const eventsKey = (hubId: number) => [...hubsKey, hubId, 'events'] as const;
const eventsUrl = (hubId: number) => `/api/hub/${hubId}/hub-events`;

export function useHubEvents(hubId: number, range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...eventsKey(hubId), range],
    queryFn: ({ signal }) =>
      fetchParsed(eventsUrl(hubId), eventList, {
        params: { ...range, perPage: MONTH_PAGE },
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
    mutationFn: async (values: HubEventCreate | HubEventPatch): Promise<HubEvent> =>
      (eventId === null
        ? await sendParsed('post', eventsUrl(hubId), oneEvent, values)
        : await sendParsed('patch', `${eventsUrl(hubId)}/${eventId}`, oneEvent, values)
      ).data,
    onSuccess: changed,
  });
}

export function useCancelEvent(hubId: number, eventId: number) {
  const changed = useEventsChanged(hubId);
  return useMutation({
    mutationFn: async (): Promise<HubEvent> =>
      (await sendParsed('post', `${eventsUrl(hubId)}/${eventId}/cancel`, oneEvent)).data,
    onSuccess: changed,
  });
}

/** Adds or takes off one attendee: the member themself, or anyone for those who run the hub. */
export function useAttendance(hubId: number, eventId: number) {
  const changed = useEventsChanged(hubId);
  return useMutation({
    mutationFn: async ({ userId, attend }: { userId: number; attend: boolean }) => {
      const url = `${eventsUrl(hubId)}/${eventId}/attendees/${userId}`;
      const response = attend ? await apiClient.put(url) : await apiClient.delete(url);
      return oneEvent.parse(response.data).data;
    },
    onSuccess: changed,
  });
}
