/**
 * The address a request came from, for rate limits. `next start` puts the socket's address in
 * X-Forwarded-For when the header is missing, and a proxy in front appends the address it saw, so the
 * last entry is the one the nearest trusted hop vouches for; entries before it are the client's word.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  if (last) return last;
  return request.headers.get('x-real-ip')?.trim() || 'unknown';
}
