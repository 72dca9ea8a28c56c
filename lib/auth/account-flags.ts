import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';

// Account states no screen sets yet (there is no admin screen): the end-to-end tests set them through the
// test-only routes (app/(test)/api/e2e).

export interface AccountFlags {
  blocked?: boolean;
  confirmed?: boolean;
  autoPassword?: boolean;
  partner?: boolean;
  /** No password at all, as an account made through an OAuth provider has. */
  passwordless?: boolean;
  /** Every session of the account began this many minutes ago (a sign-in that is no longer fresh). */
  sessionsStartedMinutesAgo?: number;
}

export type FlaggedAccount = typeof users.$inferSelect;

/** The account with `email`, its flags changed first when any are given; null when there is none. */
export async function setAccountFlags(db: DatabaseOrTransaction, email: string, flags: AccountFlags): Promise<FlaggedAccount | null> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (flags.blocked !== undefined) changes.blocked = flags.blocked;
  if (flags.confirmed !== undefined) changes.emailConfirmedAt = flags.confirmed ? new Date() : null;
  if (flags.autoPassword !== undefined) changes.isAutoPassword = flags.autoPassword;
  if (flags.partner !== undefined) changes.isPartner = flags.partner;
  if (flags.passwordless) changes.passwordHash = null;
  const [user] =
    Object.keys(changes).length > 0
      ? await db.update(users).set(changes).where(eq(users.email, email)).returning()
      : await db.select().from(users).where(eq(users.email, email));
  if (user && flags.sessionsStartedMinutesAgo !== undefined) {
    const startedAt = new Date(Date.now() - flags.sessionsStartedMinutesAgo * 60_000);
    await db.update(sessions).set({ createdAt: startedAt }).where(eq(sessions.userId, user.id));
  }
  return user ?? null;
}

/** The billing fields of the profile that an invoice names. */
export interface SeedBilling {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  zip: string;
  country: string;
}

/** The id of the account with `email`, its billing fields set first when given; null when there is none. */
export async function accountIdByEmail(db: DatabaseOrTransaction, email: string, billing?: SeedBilling): Promise<number | null> {
  const [account] = billing
    ? await db.update(users).set(billing).where(eq(users.email, email)).returning({ id: users.id })
    : await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return account?.id ?? null;
}
