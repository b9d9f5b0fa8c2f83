import fs from 'node:fs/promises';
import { protocol } from 'electron';
import { contentSecurityPolicy } from '../pages/content-security-policy';
import { contentTypeOf, resolveStaticFile } from '../pages/static-files';
import { APP_HOST, APP_SCHEME } from './app-protocol';

/** Must run before app 'ready': app:// behaves like https (standard, secure) for the page. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer from app://sidetable/ with the app's CSP on every response. */
export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? resolveStaticFile(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    const body = await fs.readFile(file);
    return new Response(body, {
      headers: {
        'Content-Type': contentTypeOf(file),
        'Content-Security-Policy': contentSecurityPolicy(),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
