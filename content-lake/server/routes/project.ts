import { type Route, type ServerContext, idList, LOCAL_USER, TOKEN, TOKEN_AND_JSON } from '../context';
import { isAllowedOrigin } from '../cors';
import { type Exchange, HttpError } from '../exchange';
import type { KeyValuePair } from '../keyvalue-store';

// Identity, project and Studio housekeeping endpoints, answered as in the recorded Studio session
// (/work/shared/notes/studio-traffic.jsonl): enough for the Studio to sign in and load with one
// administrator, no features, no announcements and no telemetry. Who the user is, their settings and the
// project's grants are the Studio's (the token); pings, feature lists and telemetry are anyone's.

const CREATED_AT = '2024-01-01T00:00:00Z';

function project(context: ServerContext) {
  return {
    id: context.projectId,
    displayName: 'Local project',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    maxRetentionDays: 3650,
    activityFeedEnabled: false,
    createdAt: CREATED_AT,
    members: [
      {
        id: LOCAL_USER.id,
        role: LOCAL_USER.role,
        roles: LOCAL_USER.roles,
        isCurrentUser: true,
        isRobot: false,
        createdAt: CREATED_AT,
      },
    ],
    features: [],
    pendingInvites: 0,
  };
}

/** The dataset grants (sanity: core/store/grants/grantsStore.ts evaluates them per document). */
const GRANTS = [{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }];

function requireProject(exchange: Exchange, context: ServerContext, projectId: string | undefined): boolean {
  if (projectId === context.projectId) return true;
  exchange.sendError(404, `Project "${projectId}" not found`, 'httpNotFound');
  return false;
}

async function readPairs(exchange: Exchange, keyInPath: string | undefined): Promise<KeyValuePair[]> {
  const body = await exchange.json();
  if (keyInPath !== undefined) return [{ key: decodeURIComponent(keyInPath), value: body ?? null }];
  const list = Array.isArray(body) ? body : [body];
  return list.map((item) => {
    if (typeof item !== 'object' || item === null || typeof (item as KeyValuePair).key !== 'string') {
      throw new HttpError(400, 'Expected [{ key, value }]', 'httpBadRequest');
    }
    const { key, value } = item as KeyValuePair;
    return { key, value };
  });
}

const json = (body: unknown) => (exchange: Exchange) => exchange.sendJson(200, body);

export const projectRoutes: Route[] = [
  { methods: ['GET'], pattern: /^\/ping$/, handle: (exchange) => exchange.send(200, 'PONG', { 'content-type': 'text/plain' }) },
  {
    methods: ['GET'],
    pattern: /^\/data\/ping\/[^/]+$/,
    handle: (exchange) => exchange.send(200, 'PONG', { 'content-type': 'text/plain' }),
  },
  {
    // Asked by @sanity/client before it reconnects an event stream: whether the calling origin is allowed.
    methods: ['GET'],
    pattern: /^\/check\/cors$/,
    handle: (exchange, context) => {
      const origin = exchange.header('origin');
      const allowed = origin !== undefined && isAllowedOrigin(origin, context.allowedOrigins);
      exchange.sendJson(200, { result: { allowed, withCredentials: allowed } });
    },
  },
  { methods: ['GET'], pattern: /^\/users\/me$/, handle: json(LOCAL_USER), needs: TOKEN },
  {
    methods: ['GET'],
    pattern: /^\/users\/me\/keyvalue\/([^/]+)$/,
    handle: (exchange, context, [keys = '']) => exchange.sendJson(200, context.keyValues.get(idList(keys))),
    needs: TOKEN,
  },
  {
    methods: ['PUT', 'POST', 'PATCH'],
    pattern: /^\/users\/me\/keyvalue(?:\/([^/]+))?$/,
    handle: async (exchange, context, [key]) => exchange.sendJson(200, await context.keyValues.set(await readPairs(exchange, key))),
    needs: TOKEN_AND_JSON,
  },
  {
    // The Studio's user store looks authors up by id (sanity: core/store/user/userStore.ts).
    methods: ['GET'],
    needs: TOKEN,
    pattern: /^\/users\/([^/]+)$/,
    handle: (exchange, _context, [ids = '']) =>
      exchange.sendJson(
        200,
        idList(ids).map((id) =>
          id === LOCAL_USER.id || id === 'me' ? { id: LOCAL_USER.id, displayName: LOCAL_USER.name, email: LOCAL_USER.email } : null,
        ),
      ),
  },
  {
    methods: ['GET'],
    needs: TOKEN,
    pattern: /^\/projects\/([^/]+)$/,
    handle: (exchange, context, [id]) => {
      if (requireProject(exchange, context, id)) exchange.sendJson(200, project(context));
    },
  },
  {
    methods: ['GET'],
    needs: TOKEN,
    pattern: /^\/projects\/([^/]+)\/datasets$/,
    handle: (exchange, context, [id]) => {
      if (requireProject(exchange, context, id)) exchange.sendJson(200, [{ name: context.dataset, aclMode: 'public' }]);
    },
  },
  {
    methods: ['GET'],
    needs: TOKEN,
    pattern: /^\/projects\/([^/]+)\/datasets\/([^/]+)\/acl$/,
    handle: (exchange, context, [id, dataset]) => {
      if (!requireProject(exchange, context, id)) return;
      if (dataset === context.dataset) exchange.sendJson(200, GRANTS);
      else exchange.sendError(404, `Dataset "${dataset}" not found`, 'httpNotFound');
    },
  },
  {
    // Studio 6 asks for the project's grants (sanity: core/store/_legacy/project, getProjectGrants) to offer
    // "Invite members" and deploys; the one local user manages no members, so there are none.
    methods: ['GET'],
    needs: TOKEN,
    pattern: /^\/projects\/([^/]+)\/grants$/,
    handle: (exchange, context, [id]) => {
      if (requireProject(exchange, context, id)) exchange.sendJson(200, {});
    },
  },
  {
    methods: ['GET'],
    needs: TOKEN,
    pattern: /^\/projects\/([^/]+)\/user-applications$/,
    handle: (exchange, context, [id]) => {
      if (requireProject(exchange, context, id)) exchange.sendJson(200, []);
    },
  },
  { methods: ['GET'], pattern: /^\/features$/, handle: json([]) },
  { methods: ['GET'], pattern: /^\/journey\/announcements$/, handle: json([]) },
  // Telemetry: say "denied" so the Studio does not batch events, and accept whatever it sends anyway.
  { methods: ['GET'], pattern: /^\/intake\/telemetry-status$/, handle: json({ status: 'denied' }) },
  { methods: ['POST'], pattern: /^\/intake\/[^/]+$/, handle: json({}) },
  { methods: ['POST'], pattern: /^\/auth\/logout$/, handle: json({}) },
];
