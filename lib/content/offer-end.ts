// Issue 25: the offer banner's end, from the Studio. Pure and importing nothing, so the server (lib/content/
// offer-banner.ts) and the browser (components/layout/use-offer-over.ts) decide the same way.

/** Whether an offer ending at `endsAt` (ISO 8601) is over at `now` (ms); the banner shows until then only. */
export function isOfferOver(endsAt: string, now: number): boolean {
  return now >= Date.parse(endsAt);
}
