/**
 * The page's Content-Security-Policy, one definition for the desktop app and browser mode. Scripts
 * only from the app itself; styles may be inline because Svelte sets style attributes.
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${connectSources.map((s) => ` ${s}`).join('')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
