import { useTranslations } from 'next-intl';
import { blogListPath } from '@/lib/content/blog-paths';
import { Link } from '@/lib/i18n/navigation';
import styles from './blog-pagination.module.css';

/** The post list's pages: previous, every page number (the current one marked), next. */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useTranslations('blog.pagination');
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('label')} className={styles.pagination} data-testid="blog-pagination">
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <Link href={blogListPath(page - 1)} rel="prev" className={styles.step}>
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={blogListPath(number)}
              className={styles.page}
              aria-label={t('page', { n: number })}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link href={blogListPath(page + 1)} rel="next" className={styles.step}>
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
      <p className={styles.status}>{t('pageOf', { n: page, count: pageCount })}</p>
    </nav>
  );
}
