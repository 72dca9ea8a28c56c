// npm run build: the production build, once, for every instance that will serve it (`SKIP_BUILD=1 npm start`).
import { buildSite } from './lib/build-site.mjs';
import { loadEnv } from './lib/load-env.mjs';

loadEnv();
process.exitCode = buildSite(process.cwd(), process.env) ? 0 : 1;
