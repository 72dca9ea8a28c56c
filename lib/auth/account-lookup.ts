import { eq, exists, getTableColumns } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { oauthConnections, users } from '@/lib/db/schema';

// The account as the flows find it (by address or id) and as the API returns it.

export type UserRow = typeof users.$inferSelect;

/** spec 3 "User", as the API returns it. */
export interface ApiUser {
  id: number;
  email: string;
  is_partner: boolean;
  is_auto_password: boolean;
  is_oauth_connected: boolean;
}

/** The account as the API returns it, given whether it has a connected OAuth provider. */
export function toApiUser(user: UserRow, oauthConnected: boolean): ApiUser {
  return {
    id: user.id,
    email: user.email,
    is_partner: user.isPartner,
    is_auto_password: user.isAutoPassword,
    is_oauth_connected: oauthConnected,
  };
}

export async function apiUser(db: DatabaseOrTransaction, user: UserRow): Promise<ApiUser> {
  return toApiUser(user, (await db.$count(oauthConnections, eq(oauthConnections.userId, user.id))) > 0);
}

/**
 * The account with that address, and whether it has a connected OAuth provider (sign-in answers it), in one statement
 * (issue 16).
 */
export async function findUserByEmail(
  db: DatabaseOrTransaction,
  email: string,
): Promise<(UserRow & { oauthConnected: boolean }) | undefined> {
  const [user] = await db
    .select({
      ...getTableColumns(users),
      oauthConnected: exists(
        db.select({ one: oauthConnections.id }).from(oauthConnections).where(eq(oauthConnections.userId, users.id)),
      ).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: DatabaseOrTransaction, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}
