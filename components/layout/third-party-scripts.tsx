'use client';

import Script from 'next/script';
import { useEffect, useSyncExternalStore } from 'react';
import { type ThirdPartyIds, thirdPartyAllowedOn, thirdPartyScripts } from '@/lib/analytics/third-party';
import { usePathname } from '@/lib/i18n/navigation';
import { consentSnapshot, subscribeToConsent } from '@/lib/ui/cookie-consent';

// The server renders no consent: nothing loads before the browser knows the visitor chose Ok.
const serverSnapshot = () => false;

/** Whether a third-party script has run in this document: then a page without them must load afresh. */
let scriptsRan = false;

/**
 * spec 7: the analytics and tag-manager scripts of the Site settings, added only once the visitor has chosen Ok
 * on the cookie banner, and only on a page that may have them. A page loaded without them (the account's,
 * the checkout's) stays without them: moving there in the browser after they ran loads that page afresh, so
 * no script of theirs runs on it.
 */
export function ThirdPartyScripts({ ids, origin }: { ids: ThirdPartyIds; origin: string }) {
  const consented = useSyncExternalStore(subscribeToConsent, consentSnapshot, serverSnapshot);
  const pathname = usePathname();
  const allowed = thirdPartyAllowedOn(pathname);
  const scripts = thirdPartyScripts(ids, origin);

  useEffect(() => {
    if (scriptsRan && !allowed) window.location.reload();
  }, [allowed]);

  if (!consented || !allowed || scripts.length === 0) return null;
  return (
    <>
      {scripts.map((script) => (
        <Script key={script.key} id={`third-party-${script.key}`} strategy="afterInteractive">
          {script.init}
        </Script>
      ))}
      {scripts.map((script) => (
        <Script
          key={`${script.key}-src`}
          src={script.src}
          strategy="afterInteractive"
          data-third-party={script.key}
          onLoad={() => {
            scriptsRan = true;
          }}
        />
      ))}
    </>
  );
}
