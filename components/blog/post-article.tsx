import { PortableText } from '@portabletext/react';
import { useLocale, useTranslations } from 'next-intl';
import type { Post } from '@/lib/content/blog';
import { BLOG_PATH } from '@/lib/content/blog-paths';
import { Link } from '@/lib/i18n/navigation';
import { ServerIsland } from '@/components/islands/server-island';
import { richTextComponents } from '@/components/sections/rich-text-section';
import { PostMeta } from './post-meta';
import styles from './post-article.module.css';

/** A blog post: its title (the page's h1), date, author and text, and the way back to the list. */
export function PostArticle({ post }: { post: Post }) {
  const t = useTranslations('blog');
  const locale = useLocale();
  // zh-CN shows the English post while its translation is missing or a draft: say so.
  const untranslated = post.language !== locale;
  return (
    <div className="container">
      <article className={styles.article} data-testid="post">
        <header className={styles.header}>
          <h1 lang={post.language}>{post.title}</h1>
          <PostMeta post={post} />
          {untranslated ? <p className={styles.notice}>{t('translationPending')}</p> : null}
        </header>
        {/* The text as a server island (issue 16): sent once, as markup. */}
        <ServerIsland kind="post" shows={post.body} className={styles.body} lang={post.language}>
          <PortableText value={post.body} components={richTextComponents} />
        </ServerIsland>
        {post.author ? (
          <footer className={styles.author} data-testid="post-author-bio">
            <p className={styles.authorName}>
              {post.author.name}
              {post.author.role ? <span className={styles.authorRole}> · {post.author.role}</span> : null}
            </p>
            {post.author.bio ? <p className={styles.authorBio}>{post.author.bio}</p> : null}
          </footer>
        ) : null}
      </article>
      <p className={styles.back}>
        <Link href={BLOG_PATH}>← {t('backToBlog')}</Link>
      </p>
    </div>
  );
}
