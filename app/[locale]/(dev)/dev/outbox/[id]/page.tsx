import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { OutboxMessage } from '@/components/dev-outbox/outbox-message';
import { toLocale } from '@/lib/i18n/config';
import { mailFrom, outboxReadable } from '@/lib/mail/config';
import { outboxMail } from '@/lib/mail/outbox';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

async function findMail(id: string) {
  if (!outboxReadable() || !/^\d{1,9}$/.test(id)) return undefined;
  return outboxMail(Number(id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mail = await findMail((await params).id);
  return { title: mail?.subject, robots: { index: false, follow: false } };
}

/** One mail of the development outbox. */
export default async function OutboxMessagePage({ params }: Props) {
  const { locale, id } = await params;
  const mail = await findMail(id);
  if (!mail) notFound();
  setRequestLocale(toLocale(locale));
  return <OutboxMessage mail={mail} from={mailFrom()} />;
}
