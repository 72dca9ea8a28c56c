import { draftMode } from 'next/headers';

/**
 * True while an editor previews unpublished drafts (the Studio's Presentation tool turns it on through
 * /api/draft-mode/enable). False for every visitor, at build time and outside a request.
 */
export async function inDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
