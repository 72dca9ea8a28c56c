import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { TaobaoImport } from '@/components/staff/taobao-import';
import { planItem } from '@/lib/commerce/invoice-view';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff, staffTaobaoCodes } from '@/lib/staff/pages';
import { staffPageSchema } from '@/lib/validation/staff';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.taobao' });
  return { title: t('title') };
}

const listPath = (which: 'unused' | 'used', page: number) => {
  const search = new URLSearchParams({ ...(which === 'used' && { show: 'used' }), ...(page > 1 && { page: String(page) }) }).toString();
  return `/staff/taobao-codes${search ? `?${search}` : ''}`;
};

/** /staff/taobao-codes?show=used&page= (issue 20): the CSV import, and the unused or used codes, 50 a page. */
export default async function StaffTaobaoCodesPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const raw = await searchParams;
  const which = raw.show === 'used' ? 'used' : 'unused';
  const page = staffPageSchema.parse(raw.page);
  await requireStaff(locale, localizedPath(locale, listPath(which, page)));
  const [t, messages, list] = await Promise.all([
    getTranslations({ locale, namespace: 'staff.taobao' }),
    getMessages({ locale }),
    staffTaobaoCodes(which, page),
  ]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <section className={styles.card} aria-labelledby="taobao-import-heading">
        <h2 id="taobao-import-heading">{t('importHeading')}</h2>
        <TaobaoImport />
      </section>
      <section className={styles.card} aria-labelledby="taobao-list-heading">
        <h2 id="taobao-list-heading">{t('listLabel')}</h2>
        <nav className={styles.links} aria-label={t('listLabel')}>
          <Link href={listPath('unused', 1)} aria-current={which === 'unused' ? 'page' : undefined}>
            {t('unused', { count: list.unused })}
          </Link>{' '}
          ·{' '}
          <Link href={listPath('used', 1)} aria-current={which === 'used' ? 'page' : undefined}>
            {t('used', { count: list.used })}
          </Link>
        </nav>
        {list.codes.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table data-testid={`taobao-${which}`}>
            <thead>
              <tr>
                <th scope="col">{t('code')}</th>
                <th scope="col">{t('plan')}</th>
                <th scope="col">{t('loadedAt')}</th>
                {which === 'used' ? (
                  <>
                    <th scope="col">{t('appliedBy')}</th>
                    <th scope="col">{t('appliedAt')}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {list.codes.map((code) => (
                <tr key={code.id} data-code={code.code}>
                  <td>{code.code}</td>
                  <td>{planItem(messages as Messages, locale, code.plan)}</td>
                  <td>{date.format(code.createdAt)}</td>
                  {code.applied ? (
                    <>
                      <td>
                        <Link href={`/staff/accounts/${code.applied.userId}`}>{code.applied.email}</Link>
                      </td>
                      <td>{date.format(code.applied.at)}</td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav className={styles.links} aria-label={t('pageOf', { page })}>
          {page > 1 ? <Link href={listPath(which, page - 1)}>{t('previous')}</Link> : null} <span>{t('pageOf', { page })}</span>{' '}
          {list.hasNext ? <Link href={listPath(which, page + 1)}>{t('next')}</Link> : null}
        </nav>
      </section>
    </div>
  );
}
