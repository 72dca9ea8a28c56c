import type { DocumentActionComponent, DocumentActionsContext, Template } from 'sanity';

// Types with exactly one document, whose _id is the type name (the site queries it by that id).
// Adding one is one line here plus its schema.
export const SINGLETONS = [
  { type: 'offerBanner', title: 'Offer banner' },
  { type: 'siteSettings', title: 'Site settings' },
] as const;

const singletonTypes: ReadonlySet<string> = new Set(SINGLETONS.map(({ type }) => type));

export function isSingletonType(type: string | undefined): boolean {
  return type !== undefined && singletonTypes.has(type);
}

// A singleton can be edited and published but not created again, duplicated or deleted.
const SINGLETON_ACTIONS: ReadonlySet<string> = new Set(['publish', 'discardChanges', 'restore']);

export function singletonDocumentActions(actions: DocumentActionComponent[], context: DocumentActionsContext): DocumentActionComponent[] {
  if (!isSingletonType(context.schemaType)) return actions;
  return actions.filter(({ action }) => action !== undefined && action !== null && SINGLETON_ACTIONS.has(action));
}

/** Hides singletons from "Create new document": their one document is opened from the structure. */
export function withoutSingletonTemplates(templates: Template[]): Template[] {
  return templates.filter(({ schemaType }) => !isSingletonType(schemaType));
}
