import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook';
import { CONTENT_TAGS, type ContentTag, JOINED_INTO } from './tags';

// On publish, the Content Lake (Sanity's, or the local stand-in) calls /api/revalidate with a signed
// GROQ-powered webhook whose projection is at least { _id, _type }. One tag per document type.

/** A signature older than this is refused, so a captured request cannot be replayed later. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;

export type RevalidateOutcome =
  | { status: 200; body: { revalidated: ContentTag[]; id: string }; document: WebhookDocument }
  | { status: 400 | 401 | 404; body: { message: string } };

const knownTags = new Set<string>(Object.values(CONTENT_TAGS));

/** The cache tags a publish of this document type clears: its own, then those of the documents joining it. */
export function tagsClearedBy(type: string): ContentTag[] {
  if (!knownTags.has(type)) return [];
  const own = type as ContentTag;
  return [own, ...(JOINED_INTO[own] ?? [])];
}

export async function handlePublishWebhook(
  rawBody: string,
  signature: string | null,
  secret: string | undefined,
  revalidate: (tag: ContentTag) => void,
  now = Date.now(),
): Promise<RevalidateOutcome> {
  // No secret, no webhook: as the Stripe webhook without its secret, the call does not exist (the caller's fault
  // is not the server's, so no 5xx).
  if (!secret) return { status: 404, body: { message: 'Not found: SANITY_WEBHOOK_SECRET is not configured' } };
  if (!signature || !(await signatureIsFresh(rawBody, signature, secret, now))) {
    return { status: 401, body: { message: 'Invalid signature' } };
  }

  const document = parseDocument(rawBody);
  if (!document) return { status: 400, body: { message: 'The webhook body needs _id and _type' } };

  const tags = tagsClearedBy(document._type);
  for (const tag of tags) revalidate(tag);
  return { status: 200, body: { revalidated: tags, id: document._id }, document };
}

async function signatureIsFresh(body: string, signature: string, secret: string, now: number): Promise<boolean> {
  try {
    const { timestamp } = decodeSignatureHeader(signature);
    if (Math.abs(now - timestamp) > MAX_SIGNATURE_AGE_MS) return false;
    return await isValidSignature(body, signature, secret);
  } catch {
    return false;
  }
}

/**
 * What the webhook names. `relayed` is ours: the signed call one instance makes to itself for a publish another
 * instance announced (lib/content/publish-fanout.ts), or after its own start; it is not announced again.
 */
export interface WebhookDocument {
  _id: string;
  _type: string;
  relayed: boolean;
}

function parseDocument(rawBody: string): WebhookDocument | undefined {
  try {
    const value: unknown = JSON.parse(rawBody);
    if (typeof value !== 'object' || value === null) return undefined;
    const { _id, _type, relayed } = value as Record<string, unknown>;
    return typeof _id === 'string' && typeof _type === 'string' ? { _id, _type, relayed: relayed === true } : undefined;
  } catch {
    return undefined;
  }
}
