// The database schema, one file per domain (issue 18). drizzle-kit reads this folder (drizzle.config.ts); the app
// imports every table and row type from here.
export * from './prices';
export * from './contact';
export * from './rate-limits';
export * from './mail';
export * from './accounts';
export * from './shop';
export * from './memberships';
export * from './staff';
export * from './relations';
