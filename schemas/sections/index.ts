import { heroSection } from './hero';
import { richTextSection } from './rich-text';

// The page builder's sections. Adding one is a schema file here, a component in components/sections,
// and one line in each registry (this list and components/sections/registry.tsx).
export const sectionTypes = [heroSection, richTextSection];
