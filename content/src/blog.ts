import { dualsenseOnPc } from './blog-posts/dualsense-on-pc';
import { fourSlotsOneController } from './blog-posts/four-slots-one-controller';
import { gyroAimingGuide } from './blog-posts/gyro-aiming-guide';
import { handheldStyleLayouts } from './blog-posts/handheld-style-layouts';
import { keyboardOnlyGames } from './blog-posts/keyboard-only-games';
import { macrosForMmos } from './blog-posts/macros-for-mmos';
import { rapidFireTurboAndToggle } from './blog-posts/rapid-fire-turbo-and-toggle';
import { releaseHighlights2026 } from './blog-posts/release-highlights-2026';
import { setUpDualshock4 } from './blog-posts/set-up-dualshock-4';
import { shiftLayersExplained } from './blog-posts/shift-layers-explained';
import { type BundledDocument, document, localeString, localeText, portableText } from './lib/documents';

// The blog (spec 2: /blog, /blog/post/{slug}): authors, translated per field, and posts, translated per
// document: each post is one document per language with the same slug (post-<slug>-en, post-<slug>-zh_CN).

export const AUTHORS = {
  mira: document({
    _id: 'author-mira-castell',
    _type: 'author',
    name: 'Mira Castell',
    slug: { _type: 'slug', current: 'mira-castell' },
    role: localeString('Support lead', '技术支持负责人'),
    bio: localeText(
      'Mira answers the questions that reach our help desk and turns the most common ones into guides.',
      'Mira 负责解答用户发到帮助中心的问题，并把最常见的问题整理成指南。',
    ),
  }, { createdAt: '2024-01-15T09:00:00Z' }),
  tomasz: document({
    _id: 'author-tomasz-rybak',
    _type: 'author',
    name: 'Tomasz Rybak',
    slug: { _type: 'slug', current: 'tomasz-rybak' },
    role: localeString('Developer, input devices', '开发工程师（输入设备）'),
    bio: localeText(
      'Tomasz works on how Remapper reads controllers and on the virtual controllers that games see.',
      'Tomasz 负责 Remapper 读取手柄的方式，以及游戏所识别的虚拟手柄。',
    ),
  }, { createdAt: '2024-01-15T09:00:00Z' }),
  lin: document({
    _id: 'author-lin-yue',
    _type: 'author',
    name: 'Lin Yue',
    slug: { _type: 'slug', current: 'lin-yue' },
    role: localeString('Community manager', '社区经理'),
    bio: localeText(
      'Lin looks after the shared configs in the community and collects the setups players are proudest of.',
      '林悦负责维护社区中的共享配置，并收集玩家们最得意的设置方案。',
    ),
  }, { createdAt: '2024-01-15T09:00:00Z' }),
};

export type AuthorKey = keyof typeof AUTHORS;

/** One language's copy of a post; the body is the Markdown subset of content/src/lib/portable-text.ts. */
export interface PostCopy {
  title: string;
  excerpt: string;
  body: string;
}

/** A post in both languages: one source file per post under blog-posts/. */
export interface BlogPostSource {
  slug: string;
  /** ISO date-time the post is dated (and listed) by. */
  publishedAt: string;
  author: AuthorKey;
  en: PostCopy;
  zh_CN: PostCopy;
}

/** A post's documents: the English one, then its translation (published a day later, as translations are). */
export function postDocuments({ slug, publishedAt, author, en, zh_CN }: BlogPostSource): BundledDocument[] {
  const translatedAt = new Date(Date.parse(publishedAt) + 24 * 60 * 60 * 1000).toISOString().replace('.000Z', 'Z');
  const copies = [
    ['en', en, publishedAt],
    ['zh_CN', zh_CN, translatedAt],
  ] as const;
  return copies.map(([language, copy, createdAt]) =>
    document(
      {
        _id: `post-${slug}-${language}`,
        _type: 'post',
        title: copy.title,
        slug: { _type: 'slug', current: slug },
        language,
        publishedAt,
        excerpt: copy.excerpt,
        author: { _type: 'reference', _ref: AUTHORS[author]._id },
        body: portableText(copy.body),
      },
      { createdAt },
    ),
  );
}

/** Every post's source, in any order: the site lists them by publishedAt. */
export const blogPostSources: BlogPostSource[] = [
  setUpDualshock4,
  shiftLayersExplained,
  macrosForMmos,
  gyroAimingGuide,
  rapidFireTurboAndToggle,
  keyboardOnlyGames,
  dualsenseOnPc,
  handheldStyleLayouts,
  fourSlotsOneController,
  releaseHighlights2026,
];

export const blogDocuments: BundledDocument[] = [
  ...Object.values(AUTHORS),
  ...blogPostSources.flatMap(postDocuments),
];
