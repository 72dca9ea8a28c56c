// GET /api/e2e/third-party/gtag/js and /api/e2e/third-party/gtm.js: stand-ins for Google's analytics and
// tag-manager scripts, for the end-to-end tests only (E2E_TEST_ROUTES=1; 404 otherwise), which point
// THIRD_PARTY_SCRIPT_ORIGIN here so no test reaches the internet. Each records that it ran and with which ID.
import { testRoutesEnabled } from '@/lib/http/test-routes';

const SCRIPTS: Record<string, string> = { 'gtag/js': 'analytics', 'gtm.js': 'tag-manager' };

export async function GET(request: Request, { params }: { params: Promise<{ script: string[] }> }): Promise<Response> {
  const name = SCRIPTS[(await params).script.join('/')];
  if (!testRoutesEnabled() || !name) return new Response('Not found', { status: 404 });
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const body = `window.__thirdPartyScripts = (window.__thirdPartyScripts || []).concat(${JSON.stringify(`${name} ${id}`)});\n`;
  return new Response(body, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });
}
