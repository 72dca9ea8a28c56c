'use client';

// The client entry of NextStudio: the default `next-sanity/studio` entry also injects Sanity's CDN
// bridge script, which the embedded Studio does not need (and which cannot load offline).
import { NextStudio } from 'next-sanity/studio/client-component';
import { useMemo } from 'react';
import type { StudioTarget } from '../lib/content/env';
import { createStudioConfig } from '../sanity.config';

export function EmbeddedStudio({ projectId, dataset, apiHost }: StudioTarget) {
  const config = useMemo(() => createStudioConfig({ projectId, dataset, apiHost }), [projectId, dataset, apiHost]);
  return <NextStudio config={config} />;
}
