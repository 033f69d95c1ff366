/** A distance in km with at most one decimal, e.g. "3,5" in Dutch. */
export function formatKilometres(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(km);
}
