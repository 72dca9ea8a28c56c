import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OutboxList } from '@/components/dev-outbox/outbox-list';
import { toLocale } from '@/lib/i18n/config';
import { outboxReadable } from '@/lib/mail/config';
import { listOutboxMails } from '@/lib/mail/outbox';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ to?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'mail.outbox' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The development outbox (lib/mail/config.ts): 404 wherever mail goes out over SMTP or in production. */
export default async function OutboxPage({ params, searchParams }: Props) {
  if (!outboxReadable()) notFound();
  setRequestLocale(toLocale((await params).locale));
  const { to } = await searchParams;
  const recipient = (Array.isArray(to) ? to[0] : to)?.trim() ?? '';
  const mails = await listOutboxMails({ to: recipient || undefined });
  return <OutboxList mails={mails} to={recipient} />;
}
