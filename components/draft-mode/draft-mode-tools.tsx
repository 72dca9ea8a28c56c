import { inDraftMode } from '@/lib/content/draft-mode';
import { DraftPreview } from './draft-preview';

/** Renders nothing for visitors; an editor's preview gets the live draft tools. */
export async function DraftModeTools() {
  return (await inDraftMode()) ? <DraftPreview /> : null;
}
