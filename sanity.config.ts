import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { SANITY_API_VERSION, type StudioTarget, studioTarget } from './lib/content/env';
import { schemaTypes } from './schemas';
import { presentationResolve } from './studio/presentation';
import { singletonDocumentActions, withoutSingletonTemplates } from './studio/singletons';
import { structure } from './studio/structure';

/** Where the Studio is mounted in the Next app (app/(sanity)/studio). */
export const STUDIO_BASE_PATH = '/studio';

/**
 * The Studio for one project and dataset. The embedded route reads them on the server and passes them
 * in, so a server-only SANITY_PROJECT_ID configures the Studio too.
 */
export function createStudioConfig({ projectId, dataset, apiHost }: StudioTarget) {
  return defineConfig({
    name: 'default',
    title: 'Remapper content',
    basePath: STUDIO_BASE_PATH,
    projectId,
    dataset,
    // The local Content Lake stand-in signs the Studio in itself (GET /users/me): no Sanity login. The
    // embedded Studio fetches the lake's token before it mounts (studio/embedded-studio.tsx) and the token
    // login reads it: every write and draft read of the Studio needs it.
    ...(apiHost ? { apiHost, auth: { loginMethod: 'token' as const } } : {}),
    // The local Content Lake has neither comments nor tasks (its GET /features lists none): the Studio would offer
    // them only as Sanity upsells. Off, they also spare the editor two remounts once Studio 6 learns the project
    // lacks them: the tasks plugin's layout then wraps the whole tool screen in its upsell providers, and the
    // document pane's comments wrapper the open document (which lost a first edit's "Saved"; docs/studio6/README.md).
    ...(apiHost ? { tasks: { enabled: false } } : {}),
    plugins: [
      structureTool({ structure }),
      // Draft preview of the site itself, beside the document (same origin as the Studio).
      presentationTool({
        resolve: presentationResolve,
        // The way out is the draft-mode bar's form (a POST); the Presentation tool reads only `enable`.
        previewUrl: { previewMode: { enable: '/api/draft-mode/enable' } },
      }),
      visionTool({ defaultApiVersion: SANITY_API_VERSION }),
    ],
    schema: {
      types: schemaTypes,
      templates: withoutSingletonTemplates,
    },
    document: {
      actions: singletonDocumentActions,
      ...(apiHost ? { comments: { enabled: false } } : {}),
    },
  });
}

// The Sanity CLI (schema extract, typegen, dataset import) reads the default export.
export default createStudioConfig(studioTarget());
