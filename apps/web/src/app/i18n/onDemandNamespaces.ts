/**
 * Namespaces of pages few visitors open (the pricing page, the administrators' billing screens):
 * built into chunks of their own and fetched with the first page that needs them, so the words
 * every page downloads with its language do not grow with them. Shared by the build and
 * `loadLocale.ts`.
 */
export const ON_DEMAND_NAMESPACES: readonly string[] = ['billing'];
