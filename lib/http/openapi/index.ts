import { accountPaths } from './account';
import { appApiPaths } from './app';
import { authPaths } from './auth';
import { checkoutPaths } from './checkout';
import { components } from './components';
import { accountMembershipPaths } from './memberships';
import type { JsonSchema, Paths } from './parts';
import { sitePaths } from './site';
import { staffApiPaths } from './staff';
import { toolPaths } from './tools';

// The account calls of spec 7, and those the spec leaves "not shown", in one OpenAPI document the app serves
// (GET /api/openapi.json), written in this folder a part per API family. Request bodies are generated from the zod
// schemas the routes validate with (parts.ts bodyOf), so the document cannot drift from what the server accepts;
// tests/unit/openapi.test.ts fails when a route under app/api is missing here, or a documented one has no route.

const paths: Paths = {
  ...authPaths,
  ...accountPaths,
  ...sitePaths,
  ...checkoutPaths,
  ...toolPaths,
  ...appApiPaths,
  ...accountMembershipPaths,
  ...staffApiPaths,
};

let document: JsonSchema | undefined;

/** The OpenAPI 3.1 document of the app's HTTP API. */
export function openApiDocument(): JsonSchema {
  document ??= {
    openapi: '3.1.0',
    info: {
      title: 'Remapper website API',
      version: '1.0.0',
      description:
        "The calls the pages and the desktop program make (spec 7). Every write must carry the site's Origin header. Validation failures are 422. " +
        'On every call, a control character (C0, DEL, C1; tabs and line breaks outside the multi-line fields `message`, `reason` and `note`) ' +
        "or a lone UTF-16 surrogate in a JSON body's keys or strings, a query parameter or the path is refused with 422 `{ message, errors: " +
        "[{ field, code: 'controlCharacters', message }] }`. A JSON body over 16 KiB (a webhook's over 256 KiB) is refused with 413 while it streams.",
    },
    paths,
    components,
  };
  return document;
}

/** Each documented path with its methods, for the test that compares it with the route files. */
export function documentedOperations(): [string, string[]][] {
  return Object.entries(paths).map(([path, operations]) => [path, Object.keys(operations).map((method) => method.toUpperCase())]);
}
