'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { mergeMessageTrees } from '@/lib/i18n/merge-messages';

type Messages = NonNullable<ComponentProps<typeof NextIntlClientProvider>['messages']>;

/**
 * The provider of an area's client components inside the frame's (components/i18n/client-messages.tsx): the page
 * sends only the area's own messages, and they are laid over the frame's here, in the browser, so the frame's are
 * not sent twice (issue 16: the HTML of `/` carried `common` in both providers).
 */
export function AreaMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const inherited = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => mergeMessageTrees(inherited, messages), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
