import type { Metadata, Viewport } from 'next';
import { metadata as studioMetadata, viewport as studioViewport } from 'next-sanity/studio';
import { embeddedStudioTarget } from '@/lib/content/source';
import { messagesByLocale } from '@/lib/i18n/messages';
import { EmbeddedStudio } from '@/studio/embedded-studio';

// Only the metadata comes from next-sanity/studio (noindex, same-origin referrer, notch-safe
// viewport); its NextStudio, which adds a CDN script, is not used.
export const metadata: Metadata = { ...studioMetadata, title: 'Studio · Remapper' };
export const viewport: Viewport = studioViewport;
// The Studio is a client app: one static shell serves every /studio/* path.
export const dynamic = 'force-static';

// The static shell knows no visitor's language: both wordings go in, and the Studio picks the browser's.
const studioCopy = {
  en: messagesByLocale.en.common.studio,
  'zh-CN': messagesByLocale['zh-CN'].common.studio,
};

export default function StudioPage() {
  return <EmbeddedStudio target={embeddedStudioTarget()} copy={studioCopy} />;
}
