import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PageSection } from '@/lib/content/pages';
import { ContentLink } from '../content-link';

type RichText = Extract<PageSection, { _type: 'richText' }>;

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) =>
      typeof value?.href === 'string' ? <ContentLink href={value.href}>{children}</ContentLink> : <>{children}</>,
  },
};

export function RichTextSection({ section }: { section: RichText }) {
  return (
    <section className="rich-text container" data-testid="rich-text">
      <PortableText value={section.body} components={components} />
    </section>
  );
}
