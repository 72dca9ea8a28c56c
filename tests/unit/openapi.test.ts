import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedOperations, openApiDocument } from '@/lib/http/openapi';

const API_DIR = path.join(process.cwd(), 'app', 'api');

/** Every route file under app/api with the HTTP methods it exports. */
function routeFiles(dir = API_DIR): [string, string[]][] {
  const found: [string, string[]][] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Test-only routes (E2E_TEST_ROUTES) are not part of the API.
    if (entry.isDirectory() && !(dir === API_DIR && entry.name === 'e2e')) found.push(...routeFiles(full));
    else if (entry.name === 'route.ts') {
      const source = readFileSync(full, 'utf8');
      const methods = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
        (match) => match[1] as string,
      );
      const route = `/api/${path.relative(API_DIR, path.dirname(full)).split(path.sep).join('/')}`.replace(/\[([^\]]+)\]/g, '{$1}');
      found.push([route, methods.sort()]);
    }
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

describe('the OpenAPI document', () => {
  it('documents every route under app/api with exactly the methods it answers', () => {
    const documented = documentedOperations()
      .map(([route, methods]): [string, string[]] => [route, [...methods].sort()])
      .sort(([a], [b]) => a.localeCompare(b));
    expect(documented).toEqual(routeFiles());
  });

  it('takes request bodies from the zod schemas the routes validate with', () => {
    const doc = openApiDocument() as {
      openapi: string;
      paths: Record<
        string,
        {
          post?: {
            requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } };
          };
        }
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    const signUp = doc.paths['/api/auth/sign-up']?.post?.requestBody.content['application/json'].schema;
    expect(Object.keys(signUp?.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'cpassword', 'locale', 'captchaToken']),
    );
    expect(signUp?.required).toEqual(expect.arrayContaining(['email', 'password', 'cpassword']));
    const change = doc.paths['/api/auth/change-password']?.post?.requestBody.content['application/json'].schema;
    expect(Object.keys(change?.properties ?? {})).toEqual(expect.arrayContaining(['id', 'password', 'cpassword', 'hash']));
  });
});
