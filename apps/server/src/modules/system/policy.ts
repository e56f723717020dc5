import { publicAccess } from '../../platform/access.ts';

export const systemPolicy = {
  readHealth: publicAccess(
    'load balancers and uptime monitors call it without signing in; it tells only up or down',
  ),
  readAppInfo: publicAccess(
    'every page shows the instance name and the support address, signed in or not',
  ),
};
