import { useTranslations } from 'next-intl';
import type { PostSummary } from '@/lib/content/blog';
import { blogPostPath } from '@/lib/content/blog-paths';
import { Link } from '@/lib/i18n/navigation';
import { PostMeta } from './post-meta';
import styles from './post-list.module.css';

/** A page of posts: title (a link), date, author and excerpt of each (spec 3 "Blog link: title, url, date"). */
export function PostList({ posts }: { posts: readonly PostSummary[] }) {
  const t = useTranslations('blog');
  if (posts.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.list} data-testid="post-list">
      {posts.map((post) => (
        <li key={post.slug} className={styles.item} data-testid="post-summary">
          <article>
            {/* An untranslated post on /zh-CN is in English: say so, for screen readers and hyphenation. */}
            <h2 className={styles.title} lang={post.language}>
              <Link href={blogPostPath(post.slug)}>{post.title}</Link>
            </h2>
            <PostMeta post={post} />
            <p className={styles.excerpt} lang={post.language}>
              {post.excerpt}
            </p>
            <Link href={blogPostPath(post.slug)} className={styles.readMore} aria-label={t('readMoreAbout', { title: post.title })}>
              {t('readMore')}
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
