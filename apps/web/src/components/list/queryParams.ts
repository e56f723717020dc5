/** The filters that are set: an empty one means "any", so it is not sent. */
export function setFilters<F extends string>(
  filters: Record<F, string>,
): Partial<Record<F, string>> {
  return Object.fromEntries(
    Object.entries<string>(filters).filter(([, value]) => value !== ''),
  ) as Partial<Record<F, string>>;
}
