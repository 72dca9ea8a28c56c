import { relations } from 'drizzle-orm';
import { users } from './accounts';
import { instances, licenseInstances } from './memberships';
import { licenses, memberships } from './shop';

// The links drizzle's relational queries follow (db.query…with), so what an account holds is read in one
// statement (lib/memberships/account-membership.ts, issue 16). They add nothing to the tables: the foreign keys
// and checks live on the tables themselves. A PC has two links, its owner and its plan or licence, so each is named.

export const usersRelations = relations(users, ({ many }) => ({
  memberships: many(memberships),
  licenses: many(licenses),
  instances: many(instances, { relationName: 'ownedInstances' }),
  licenseInstances: many(licenseInstances, { relationName: 'ownedLicenseInstances' }),
}));

export const membershipsRelations = relations(memberships, ({ one, many }) => ({
  user: one(users, { fields: [memberships.userId], references: [users.id] }),
  instances: many(instances, { relationName: 'planInstances' }),
}));

export const instancesRelations = relations(instances, ({ one }) => ({
  user: one(users, { fields: [instances.userId], references: [users.id], relationName: 'ownedInstances' }),
  membership: one(memberships, { fields: [instances.membershipId], references: [memberships.id], relationName: 'planInstances' }),
}));

export const licensesRelations = relations(licenses, ({ one, many }) => ({
  user: one(users, { fields: [licenses.userId], references: [users.id] }),
  instances: many(licenseInstances, { relationName: 'licenseInstances' }),
}));

export const licenseInstancesRelations = relations(licenseInstances, ({ one }) => ({
  user: one(users, { fields: [licenseInstances.userId], references: [users.id], relationName: 'ownedLicenseInstances' }),
  license: one(licenses, { fields: [licenseInstances.licenseId], references: [licenses.id], relationName: 'licenseInstances' }),
}));
