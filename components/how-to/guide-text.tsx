import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { GuideText as GuideTextBlocks } from '@/lib/content/how-to';
import { ContentLink } from '@/components/content-link';

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) =>
      typeof value?.href === 'string' ? <ContentLink href={value.href}>{children}</ContentLink> : <>{children}</>,
  },
};

/** The formatted text of a guide's step or closing. */
export function GuideText({ value }: { value: GuideTextBlocks }) {
  return <PortableText value={value} components={components} />;
}
