import { LakeError } from '../types';
import type { Route, ServerContext } from './context';
import { corsHeaders, preflightHeaders } from './cors';
import { allowedHostnames, callerOf, declaresJson, requestHostname } from './door';
import { Exchange, HttpError, type RequestLike, type ResponseLike } from './exchange';
import { assetRoutes } from './routes/assets';
import { historyRoutes } from './routes/history';
import { listenRoutes } from './routes/listen';
import { mutateRoutes } from './routes/mutate';
import { projectRoutes } from './routes/project';
import { queryRoutes } from './routes/query';
import { welcomeRoutes } from './routes/welcome';
import { traceExchange, traceFile } from './trace';

// One handler for both listeners. Anything not routed (journey/*, schedules, help, descriptors,
// references, the presence socket /v2022-06-30/socket/...) answers a JSON 404, which the recorded
// Studio session shows it tolerates. The door (door.ts) comes before everything: a foreign Host is
// refused before even a preflight, a wrong token before any route.

const ROUTES: Route[] = [
  ...welcomeRoutes,
  ...projectRoutes,
  ...queryRoutes,
  ...mutateRoutes,
  ...listenRoutes,
  ...historyRoutes,
  ...assetRoutes,
];

export interface Door {
  /** The token writes and private reads need (made on the lake's first start). */
  token: string;
  /** The origins allowed to call with credentials: the Studio's, exactly. */
  allowedOrigins: readonly string[];
  /** Host names besides the lake's own loopback ones (door.ts). */
  allowedHosts: readonly string[];
}

export function createRequestHandler(context: ServerContext, door: Door) {
  const trace = traceFile();
  const isOwnHost = allowedHostnames(context.projectId, door.allowedHosts);
  return (req: RequestLike, res: ResponseLike): void => {
    if (trace) traceExchange(trace, req, res);
    const hostname = requestHostname(req.headers);
    if (!hostname || !isOwnHost(hostname)) {
      // DNS rebinding: a foreign name that resolves here. No CORS headers, no route, nothing read.
      new Exchange(req, res, {}).sendError(421, `Host "${hostname ?? ''}" is not this Content Lake`, 'misdirectedRequest');
      return;
    }
    if ((req.method ?? '').toUpperCase() === 'OPTIONS') {
      res.writeHead(204, { ...preflightHeaders(req.headers, door.allowedOrigins), 'content-length': 0 });
      res.end();
      return;
    }
    const caller = callerOf(req.headers, door.token);
    const exchange = new Exchange(req, res, corsHeaders(req.headers, door.allowedOrigins), caller === 'token');
    // As the hosted Content Lake: a token it does not know is refused, even for a public read.
    if (caller === 'wrong-token') exchange.sendError(401, 'Unauthorized: session not found', 'unauthorized');
    else void handle(exchange, context);
  };
}

async function handle(exchange: Exchange, context: ServerContext): Promise<void> {
  try {
    let methodMismatch = false;
    for (const route of ROUTES) {
      const match = route.pattern.exec(exchange.path);
      if (!match) continue;
      const method = exchange.method === 'HEAD' ? 'GET' : exchange.method;
      if (!route.methods.includes(method) && !route.methods.includes(exchange.method)) {
        methodMismatch = true;
        continue;
      }
      if (route.needs?.token) exchange.requireToken(`${exchange.method} ${exchange.path}`);
      if (route.needs?.json && !declaresJson(exchange.req.headers)) {
        throw new HttpError(415, 'The body must be sent as Content-Type: application/json', 'unsupportedMediaType');
      }
      await route.handle(exchange, context, match.slice(1));
      return;
    }
    if (methodMismatch) exchange.sendError(405, `Method ${exchange.method} not allowed`, 'httpMethodNotAllowed');
    else exchange.sendError(404, `No route for ${exchange.path}`, 'httpNotFound');
  } catch (error) {
    sendFailure(exchange, error);
  }
}

function sendFailure(exchange: Exchange, error: unknown): void {
  if (exchange.res.headersSent) {
    // A failure after a stream started cannot change the status; just end it.
    console.error(`Content Lake: ${exchange.method} ${exchange.path} failed mid-response`, error);
    exchange.end();
  } else if (error instanceof HttpError) {
    exchange.sendError(error.status, error.message, error.type, error.extra);
  } else if (error instanceof LakeError) {
    exchange.sendError(error.status, error.message, 'httpError', error.details);
  } else {
    console.error(`Content Lake: ${exchange.method} ${exchange.path} failed`, error);
    exchange.sendError(500, 'Internal error in the local Content Lake', 'internalServerError');
  }
}
