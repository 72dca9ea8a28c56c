import { defineCliConfig } from 'sanity/cli';
import { studioTarget } from './lib/content/env';

// TYPEGEN_* let scripts/typegen-check.mjs generate into a scratch folder and compare with the
// checked-in files; everyone else gets the checked-in paths.
const typegenSchema = process.env.TYPEGEN_SCHEMA ?? 'schema.json';
const typegenOutput = process.env.TYPEGEN_OUTPUT ?? './sanity.types.ts';

export default defineCliConfig({
  api: studioTarget(),
  // The Studio is embedded in the Next app, so its Sanity version is the one in package-lock.json.
  deployment: { autoUpdates: false },
  // Required fields (the English text, an entry's url) become non-optional in the generated types.
  schemaExtraction: { path: typegenSchema, enforceRequiredFields: true },
  typegen: {
    path: './lib/**/*.{ts,tsx}',
    schema: typegenSchema,
    generates: typegenOutput,
  },
});
