const MIB = 1024 * 1024;

/** A byte count as people read it: "2 MB", "512 kB" (binary units, as the API counts). */
export function formatByteSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= MIB ? [bytes / MIB, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
