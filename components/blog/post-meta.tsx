import { useFormatter, useTranslations } from 'next-intl';
import type { PostSummary } from '@/lib/content/blog';
import styles from './post-meta.module.css';

/** A post's date (in the visitor's locale) and author: spec 3 "Blog link: title, url, date". */
export function PostMeta({ post }: { post: Pick<PostSummary, 'publishedAt' | 'author'> }) {
  const t = useTranslations('blog');
  const format = useFormatter();
  // UTC: the date an editor picked, the same on the server and in every visitor's browser.
  const date = format.dateTime(new Date(post.publishedAt), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <p className={styles.meta}>
      <time dateTime={post.publishedAt}>{date}</time>
      {post.author ? (
        <>
          <span aria-hidden="true" className={styles.separator}>
            ·
          </span>
          <span data-testid="post-author">{t('byAuthor', { author: post.author.name })}</span>
        </>
      ) : null}
    </p>
  );
}
