import type { DescribableError } from '@platform/i18n';

/** What the error catalogue needs from anything thrown: status, code and message, when present. */
export function describableError(error: unknown): DescribableError {
  if (typeof error !== 'object' || error === null) return {};
  const { status, code, message } = error as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}
