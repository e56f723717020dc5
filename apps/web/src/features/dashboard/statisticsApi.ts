import { routes, type StatisticsTile } from '@hearth/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/callApi.ts';
import { useStatisticsChannel } from './statisticsChannel.ts';

export const statisticsKey = ['reportStatistics'] as const;

/**
 * The dashboard's tiles of the signed-in person's scope. An agency's come through its statistics
 * channel when live updates run (at once from the channel's cache, then after each check-in or
 * check-out), over HTTP otherwise. Every figure is read again over HTTP when the window regains
 * focus, for those no event tells of (postings, documents, care requests…).
 */
export function useStatistics(agencyId: number | null) {
  const queryClient = useQueryClient();
  const onFigures = useCallback(
    (tiles: StatisticsTile[]) => {
      // Newer than any answer still on its way.
      void queryClient.cancelQueries({ queryKey: statisticsKey });
      queryClient.setQueryData(statisticsKey, tiles);
    },
    [queryClient],
  );
  const source = useStatisticsChannel(agencyId, onFigures);
  return useQuery({
    queryKey: statisticsKey,
    queryFn: async ({ signal }) => (await callApi(routes.reports.statistics(), { signal })).data,
    // No call while the channel's replay is awaited; figures it gave stay current until it
    // publishes again, so only a focus reads them afresh.
    enabled: source !== 'waiting',
    staleTime: source === 'heard' ? Number.POSITIVE_INFINITY : 0,
    refetchOnWindowFocus: 'always',
  });
}
