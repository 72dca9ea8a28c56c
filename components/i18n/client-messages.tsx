import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AreaMessages } from './area-messages';
import { type ClientArea, CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { compiledForProvider } from '@/lib/i18n/compiled-messages';
import { pickMessages } from '@/lib/i18n/pick-messages';

/**
 * The next-intl provider of an area's client components, with only the messages they use (the
 * translators' Studio edits included: getMessages reads lib/content/intl-request.ts). Without a
 * `messages` prop next-intl would send the whole catalogue with every page. They are sent compiled, which the
 * browser's small formatter needs (lib/i18n/compiled-messages.ts). Every area but the frame sits inside the frame's
 * provider (app/[locale]/layout.tsx) and sends only its own messages, which the browser lays over the frame's.
 */
export async function ClientMessages({ area, children }: { area: ClientArea; children: ReactNode }) {
  const messages = compiledForProvider(pickMessages(await getMessages(), CLIENT_NAMESPACES[area]));
  if (area === 'frame') return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
  return <AreaMessages messages={messages}>{children}</AreaMessages>;
}
