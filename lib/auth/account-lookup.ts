import { eq } from 'drizzle-orm';
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

export async function apiUser(db: DatabaseOrTransaction, user: UserRow): Promise<ApiUser> {
  const connections = await db.$count(oauthConnections, eq(oauthConnections.userId, user.id));
  return {
    id: user.id,
    email: user.email,
    is_partner: user.isPartner,
    is_auto_password: user.isAutoPassword,
    is_oauth_connected: connections > 0,
  };
}

export async function findUserByEmail(db: DatabaseOrTransaction, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: DatabaseOrTransaction, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}
