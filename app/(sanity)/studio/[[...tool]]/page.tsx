import type { Metadata, Viewport } from 'next';
import { metadata as studioMetadata, viewport as studioViewport } from 'next-sanity/studio';
import { embeddedStudioTarget } from '@/lib/content/source';
import { EmbeddedStudio } from '@/studio/embedded-studio';

// Only the metadata comes from next-sanity/studio (noindex, same-origin referrer, notch-safe
// viewport); its NextStudio, which adds a CDN script, is not used.
export const metadata: Metadata = { ...studioMetadata, title: 'Studio · Remapper' };
export const viewport: Viewport = studioViewport;
// The Studio is a client app: one static shell serves every /studio/* path.
export const dynamic = 'force-static';

export default function StudioPage() {
  return <EmbeddedStudio {...embeddedStudioTarget()} />;
}
