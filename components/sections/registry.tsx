import { Fragment, type ReactNode } from 'react';
import type { PageSection } from '@/lib/content/pages';
import { HeroSection } from './hero-section';
import { RichTextSection } from './rich-text-section';

type SectionOf<T extends PageSection['_type']> = Extract<PageSection, { _type: T }>;
type Renderers = { [T in PageSection['_type']]: (section: SectionOf<T>, index: number) => ReactNode };

// One line per section type (schemas/sections holds the other registry). The mapped type makes a
// section added to the schema and query fail to compile until it has a line here.
const renderers: Renderers = {
  hero: (section, index) => <HeroSection section={section} isFirst={index === 0} />,
  richText: (section) => <RichTextSection section={section} />,
};

function renderSection<T extends PageSection['_type']>(section: SectionOf<T>, index: number): ReactNode {
  return (renderers[section._type] as (section: SectionOf<T>, index: number) => ReactNode)(section, index);
}

/** A page's sections, in the order the editor put them. */
export function Sections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map((section, index) => <Fragment key={section._key}>{renderSection(section, index)}</Fragment>);
}
