import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PageSection } from '@/lib/content/pages';
import { tableOfContents } from '@/lib/text/table-of-contents';
import { ContentLink } from '@/components/content-link';
import { ServerIsland } from '@/components/islands/server-island';
import styles from './rich-text-section.module.css';
import { TableOfContents } from './table-of-contents';

type RichText = Extract<PageSection, { _type: 'richText' }>;

const marks: PortableTextComponents['marks'] = {
  link: ({ value, children }) =>
    typeof value?.href === 'string' ? <ContentLink href={value.href}>{children}</ContentLink> : <>{children}</>,
};

/** How editors' rich text renders: links stay in the visitor's language (ContentLink). Shared with blog posts. */
export const richTextComponents: PortableTextComponents = { marks };

export function RichTextSection({ section }: { section: RichText }) {
  // The text as a server island (issue 16): sent once, as markup.
  const prose = (components: PortableTextComponents) => (
    <ServerIsland kind="text" shows={section} className={styles.prose}>
      <PortableText value={section.body} components={components} />
    </ServerIsland>
  );
  if (!section.tableOfContents) {
    return (
      <section className="rich-text container" data-testid="rich-text">
        {prose(richTextComponents)}
      </section>
    );
  }

  // Long documents (the legal pages): the h2 headings get anchors and are listed before the text.
  const labelId = `contents-${section._key}`;
  const entries = tableOfContents(section.body, [labelId]);
  const idByKey = new Map(entries.map((entry) => [entry.key, entry.id]));
  const components: PortableTextComponents = {
    marks,
    block: {
      h2: ({ value, children }) => <h2 id={value._key ? idByKey.get(value._key) : undefined}>{children}</h2>,
    },
  };
  return (
    <section className={`rich-text container ${styles.withContents}`} data-testid="rich-text">
      <TableOfContents entries={entries} labelId={labelId} />
      {prose(components)}
    </section>
  );
}
