const DEFAULT_PATH = '/dashboard';

/**
 * The in-portal path to return to after signing in. Only paths on this site
 * are allowed: a crafted link must not send a fresh session to another site
 * (`//evil.example`, `https://…`, `/\evil.example`).
 */
export function safeRedirectPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return DEFAULT_PATH;
  if (value === '/auth/login-1' || value.startsWith('/auth/login-1?')) return DEFAULT_PATH;
  return value;
}
