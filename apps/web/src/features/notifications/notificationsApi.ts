import {
  type Notification,
  type NotificationKind,
  type NotificationListResponse,
  type NotificationPreference,
  type RealtimeEventMap,
  routes,
} from '@hearth/domain';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

/** Every notification query starts with this key, so a read refreshes the badge and the list. */
export const notificationsKey = ['notifications'] as const;
const unreadKey = [...notificationsKey, 'unread'] as const;
const listKey = [...notificationsKey, 'list'] as const;
/** The newest ones; the bell is for what just happened, not an archive. */
const LIST_SIZE = 20;

export type UnreadCount = { unread: number };

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: async ({ signal }): Promise<UnreadCount> =>
      (await callApi(routes.notifications.unreadCount(), { signal })).data,
    enabled,
  });
}

export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) =>
      callApi(routes.notifications.list(), {
        query: { perPage: LIST_SIZE },
        signal,
      }),
    enabled,
  });
}

/** What the archive asks for: a page, and the filters the reader chose. */
export type ArchiveParams = {
  page: number;
  perPage: number;
  kind?: NotificationKind | undefined;
  unread?: 'true' | 'false' | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** A page of all of the reader's notifications, kept on screen while the next one loads. */
export function useNotificationArchive(params: ArchiveParams) {
  return useQuery({
    queryKey: [...notificationsKey, 'archive', params],
    queryFn: ({ signal }) => callApi(routes.notifications.list(), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

const preferencesKey = ['notification-preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) =>
      (await callApi(routes.notifications.preferences(), { signal })).data,
  });
}

export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preference: NotificationPreference) =>
      (
        await callApi(routes.notifications.savePreferences(), {
          body: { preferences: [preference] },
        })
      ).data,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKey, preferences),
  });
}

/** Turns off one kind's mail with a mail link's token; no session needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await callApi(routes.notifications.unsubscribe(), { body: { token } })).data,
  });
}

function useNotificationWrite<V>(send: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // This page's own socket is left out of the broadcast ("to others"): it refreshes itself.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkRead() {
  return useNotificationWrite((notificationId: number) =>
    callApi(routes.notifications.markRead({ notificationId })),
  );
}

export function useMarkAllRead() {
  return useNotificationWrite(() => callApi(routes.notifications.markAllRead()));
}

/** A notification arrived live: one more unread, and it heads the list. */
export function addArrived(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<UnreadCount>(unreadKey, (count) =>
    count === undefined ? count : { unread: count.unread + 1 },
  );
  queryClient.setQueryData<NotificationListResponse>(listKey, (list) =>
    list === undefined || list.data.some((item) => item.id === notification.id)
      ? list
      : {
          data: [notification, ...list.data].slice(0, LIST_SIZE),
          meta: { ...list.meta, total: list.meta.total + 1, unread: list.meta.unread + 1 },
        },
  );
}

/** The reader read some (ids) or all (null) in another tab or device: this one agrees. */
export function applyRead(
  queryClient: QueryClient,
  { ids, unread }: RealtimeEventMap['NotificationsRead'],
): void {
  const now = new Date().toISOString();
  queryClient.setQueryData<UnreadCount>(unreadKey, { unread });
  queryClient.setQueryData<NotificationListResponse>(listKey, (list) =>
    list === undefined
      ? list
      : {
          data: list.data.map((item) =>
            item.readAt === null && (ids === null || ids.includes(item.id))
              ? { ...item, readAt: now }
              : item,
          ),
          meta: { ...list.meta, unread },
        },
  );
}
