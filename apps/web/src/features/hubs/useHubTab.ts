import type { HubDetail } from '@hearth/domain';
import { useOutletContext } from 'react-router';

/** What every tab of the hub's page is given: the hub as the page loaded it. */
export type HubTabContext = { hub: HubDetail };

export function useHubTab(): HubTabContext {
  return useOutletContext<HubTabContext>();
}
