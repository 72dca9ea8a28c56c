import { useTranslations } from 'next-intl';
import type { PostListPage } from '@/lib/content/blog';
import { BlogPagination } from './blog-pagination';
import { PostList } from './post-list';
import styles from './blog-list.module.css';

/** A page of the blog (/blog, /blog/page/{n}): the heading, the posts and the pagination. */
export function BlogList({ list }: { list: PostListPage }) {
  const t = useTranslations('blog');
  return (
    <div className="container" data-testid="blog-list">
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{list.page > 1 ? t('pagination.pageOf', { n: list.page, count: list.pageCount }) : t('intro')}</p>
      </header>
      <PostList posts={list.posts} />
      <BlogPagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
