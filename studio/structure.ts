import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { isSingletonType, SINGLETONS } from './singletons';
import { MISSING_TRANSLATIONS } from './translations';

// The Studio as marketers and translators think of the site (issue 4): Pages, Blog, Releases, How-to,
// SEO, Banner, Redirects, Translations, Settings. Every list item's id is its document type, so a URL like
// /studio/structure/page;page-help-en opens a document directly. Types this schema does not have are left
// out, and any type not placed here still appears at the end, so a new type is never unreachable.

const SECTIONS: readonly { type: string; title: string }[] = [
  { type: 'page', title: 'Pages' },
  { type: 'post', title: 'Blog' },
  { type: 'author', title: 'Blog authors' },
  { type: 'release', title: 'Releases' },
  { type: 'howTo', title: 'How-to' },
  { type: 'communityDevice', title: 'Community devices' },
  { type: 'seoEntry', title: 'SEO' },
  { type: 'offerBanner', title: 'Banner' },
  { type: 'redirect', title: 'Redirects' },
  { type: 'game', title: 'Games' },
  { type: 'review', title: 'Reviews' },
  { type: 'uiMessage', title: 'UI texts' },
];
const SETTINGS_TYPES = ['siteSettings'];
const GLOSSARY_TYPE = 'glossaryTerm';

function typeItem(S: StructureBuilder, type: string, title: string) {
  if (isSingletonType(type)) {
    return S.listItem().id(type).title(title).schemaType(type).child(S.document().schemaType(type).documentId(type).title(title));
  }
  return S.listItem().id(type).title(title).schemaType(type).child(S.documentTypeList(type).title(title));
}

function translationsItem(S: StructureBuilder, has: (type: string) => boolean) {
  return S.listItem()
    .id('translations')
    .title('Translations')
    .child(
      S.list()
        .id('translations')
        .title('Missing in Chinese (zh-CN)')
        .items([
          // Issue 25: the terms translators agree on, beside what is left to translate.
          ...(has(GLOSSARY_TYPE) ? [typeItem(S, GLOSSARY_TYPE, 'Glossary (en → zh-CN)'), S.divider()] : []),
          ...MISSING_TRANSLATIONS.filter(({ type }) => has(type)).map(({ id, title, type, filter }) =>
            S.listItem()
              .id(id)
              .title(title)
              .child(S.documentList().id(id).title(title).schemaType(type).filter(filter).apiVersion(SANITY_API_VERSION)),
          ),
        ]),
    );
}

export const structure: StructureResolver = (S, context) => {
  const has = (type: string) => context.schema.get(type) !== undefined;
  const placed = new Set([...SECTIONS.map(({ type }) => type), ...SETTINGS_TYPES, GLOSSARY_TYPE, ...SINGLETONS.map(({ type }) => type)]);
  const settings = SETTINGS_TYPES.filter(has);
  const others = S.documentTypeListItems().filter((item) => {
    const id = item.getId();
    return id !== undefined && !placed.has(id) && !isSingletonType(id);
  });

  return S.list()
    .title('Content')
    .items([
      ...SECTIONS.filter(({ type }) => has(type)).map(({ type, title }) => typeItem(S, type, title)),
      S.divider(),
      translationsItem(S, has),
      ...settings.map((type) => typeItem(S, type, 'Settings')),
      ...others,
    ]);
};
