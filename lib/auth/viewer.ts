// Who is looking at a page, as far as what the page shows depends on it (spec 4: the offer banner).
// Content pages are static and shared by every visitor, so the browser decides from a hint cookie that
// sign-in sets and sign-out clears. It is a display hint only: nothing the server allows depends on it.

export type Viewer = { kind: 'anonymous' } | { kind: 'customer'; hasPaidSubscription: boolean } | { kind: 'reseller' };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };

/** Readable by scripts on purpose (not HttpOnly): it carries no secret, only which of three kinds. */
export const VIEWER_COOKIE = 'viewer';

type ViewerHint = 'customer' | 'customer-paid' | 'reseller';

export function viewerHint({ isPartner, hasPaidSubscription }: { isPartner: boolean; hasPaidSubscription: boolean }): ViewerHint {
  if (isPartner) return 'reseller';
  return hasPaidSubscription ? 'customer-paid' : 'customer';
}

/** The viewer a `document.cookie` string describes; anonymous without the hint. */
export function viewerFromCookies(cookieHeader: string): Viewer {
  const value = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${VIEWER_COOKIE}=`))
    ?.slice(VIEWER_COOKIE.length + 1);
  switch (value) {
    case 'reseller':
      return { kind: 'reseller' };
    case 'customer':
      return { kind: 'customer', hasPaidSubscription: false };
    case 'customer-paid':
      return { kind: 'customer', hasPaidSubscription: true };
    default:
      return ANONYMOUS;
  }
}
