// As load-env.ts, for the plain-Node scripts (npm start, the test runners).
import nextEnv from '@next/env';

/** Loads .env, .env.local and the mode's files into process.env; variables already set win. */
export function loadEnv({ dev = false } = {}) {
  nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
}
