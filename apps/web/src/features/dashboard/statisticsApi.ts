import { routes } from '@hearth/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/callApi.ts';
import { type PublishedStatistics, useStatisticsChannel } from './statisticsChannel.ts';

export const statisticsKey = ['reportStatistics'] as const;

// Figures the channel kept are shown at once; counted longer ago than this, they are also read
// again over HTTP, for the tiles no event tells of (a posting, a visit planned for today…).
const KEPT_FIGURES_FRESH_MS = 60_000;

/**
 * The dashboard's tiles of the signed-in person's scope. An agency's come through its statistics
 * channel when live updates run (at once from the channel's cache, then after each check-in or
 * check-out), over HTTP otherwise. Every figure is read again over HTTP when the window regains
 * focus.
 */
export function useStatistics(agencyId: number | null) {
  const queryClient = useQueryClient();
  const onFigures = useCallback(
    ({ tiles, countedAt }: PublishedStatistics) => {
      // Newer than any answer still on its way.
      void queryClient.cancelQueries({ queryKey: statisticsKey });
      queryClient.setQueryData(statisticsKey, tiles, { updatedAt: Date.parse(countedAt) });
    },
    [queryClient],
  );
  const source = useStatisticsChannel(agencyId, onFigures);
  return useQuery({
    queryKey: statisticsKey,
    queryFn: async ({ signal }) => (await callApi(routes.reports.statistics(), { signal })).data,
    // No call while the channel's replay is awaited; figures it gave are as old as their count.
    enabled: source !== 'waiting',
    staleTime: source === 'heard' ? KEPT_FIGURES_FRESH_MS : 0,
    refetchOnWindowFocus: 'always',
  });
}
