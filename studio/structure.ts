import type { StructureResolver } from 'sanity/structure';
import { isSingletonType, SINGLETONS } from './singletons';

// Singletons open their one document directly; every other document type gets its usual list, so a
// new schema type appears in the Studio without touching this file.
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETONS.map(({ type, title }) =>
        S.listItem().id(type).title(title).child(S.document().schemaType(type).documentId(type).title(title)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !isSingletonType(item.getId())),
    ]);
