import pino, { type DestinationStream, type Logger } from 'pino';
import { requestContext } from '@/lib/runtime/request-context';
import { scrubText } from './mask';
import { observabilitySettings } from './settings';

// The issue "Go live safely": one JSON line per event on stdout, for whatever collects the server's logs.
// Plain JSON written in this thread: no pino transports, whose worker threads Next's bundles cannot load.

// Fields whose values never reach a log line, wherever a caller puts them (top level, one level down, or in
// the headers of a logged request).
const SECRET_FIELDS = [
  'password',
  'cpassword',
  'newPassword',
  'token',
  'secret',
  'pollSecret',
  'cookie',
  'cookies',
  'authorization',
  'signature',
];
const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...['cookie', 'authorization', 'set-cookie', 'stripe-signature', 'x-poll-secret'].map((header) => `*.headers["${header}"]`),
];

/** LOG_LEVEL when pino knows it, else `info`: a typo must not stop the server. */
function logLevel(): string {
  const { logLevel: wanted } = observabilitySettings();
  return wanted === 'silent' || wanted in pino.levels.values ? wanted : 'info';
}

/**
 * A logger writing to `destination` (stdout when none is given). Every line carries the id of the request
 * it was written for (lib/runtime/request-context.ts), none outside a request; every address in it is masked,
 * and secret query parameters of the URLs in it are left out.
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: logLevel(),
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const context = requestContext();
      return context ? { requestId: context.requestId } : {};
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // The whole line, message and error stack included: addresses turn up in errors (a unique key's value).
    hooks: { streamWrite: scrubText },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The server's logger: `log.info({ orderId }, 'Paid')`, `log.error({ err }, 'The mail worker could not deliver')`. */
export const log = createLogger();
