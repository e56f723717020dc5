/**
 * Namespaces of pages few visitors open (the pricing page and the administrators' billing
 * screens, the agencies' listing editor): built into chunks of their own and fetched with the
 * first page that needs them (`app/routing/pageWithWords.ts`), so the words every page downloads
 * with its language do not grow with them. Shared by the build and `loadLocale.ts`.
 */
export const ON_DEMAND_NAMESPACES = ['billing', 'listingEditor'] as const;

export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

export const isOnDemand = (namespace: string): namespace is OnDemandNamespace =>
  (ON_DEMAND_NAMESPACES as readonly string[]).includes(namespace);
