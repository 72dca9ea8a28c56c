// The sign-in page's query, shared by the server's guards (lib/auth/guard.ts) and the browser's HTTP client
// (client.ts, after a 401): where to go after signing in, and why the page was opened.

export const RETURN_URL_PARAM = 'returnUrl';
export const SIGN_IN_REASON_PARAM = 'reason';
export const SIGN_IN_REQUIRED = 'sign-in-required';
