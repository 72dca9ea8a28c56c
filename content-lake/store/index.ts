// The local Content Lake's document store (issue 3): see content-store.ts.
export { createContentStore, LOCAL_ADMIN_ID, type ContentStoreOptions, type LocalContentStore } from './content-store';
export { documentEffects } from './mendoza-effects';
export type { SeedSource } from './seed-dataset';
