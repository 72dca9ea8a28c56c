// Loads the .env files the way Next does (its own loader, @next/env), for scripts that run outside Next:
// import it first, so a DATABASE_URL in .env.local reaches the migrations exactly as it reaches the app.
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd(), process.env.NODE_ENV === 'development', { info: () => {}, error: console.error });
