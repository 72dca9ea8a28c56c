import { eq } from 'drizzle-orm';
import { type DatabaseOrTransaction, getDb, type InDatabase } from '@/lib/db/client';
import { type UserRow, users } from '@/lib/db/schema';
import { profileSchema, type ProfileValues } from '@/lib/validation/profile';
import { type AccountFailure, invalid } from './outcomes';

// spec 2 /account/profile and spec 3 "Profile billing": what the profile page shows and saves.

/** The signed-in account as its profile shows it; billing fields are '' when empty, as the form has them. */
export interface Profile {
  email: string;
  isPartner: boolean;
  isAutoPassword: boolean;
  hasPassword: boolean;
  billing: ProfileValues;
}

function toBilling(user: UserRow): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    company: user.company ?? '',
    state: user.state ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    zip: user.zip ?? '',
    phone: user.phone ?? '',
    subscribedToEmails: user.subscribedToEmails,
  };
}

export async function readProfile(userId: number, { db = getDb() }: InDatabase = {}): Promise<Profile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  return {
    email: user.email,
    isPartner: user.isPartner,
    isAutoPassword: user.isAutoPassword,
    hasPassword: user.passwordHash !== null,
    billing: toBilling(user),
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** Saves the billing fields with the form's schema; empty fields are stored as null. */
export async function saveProfile(
  db: DatabaseOrTransaction,
  userId: number,
  body: unknown,
): Promise<{ kind: 'saved'; billing: ProfileValues } | AccountFailure> {
  const parsed = profileSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error.issues);
  const values = parsed.data;
  const [user] = await db
    .update(users)
    .set({
      firstName: orNull(values.firstName),
      lastName: orNull(values.lastName),
      company: orNull(values.company),
      state: orNull(values.state),
      address: orNull(values.address),
      city: orNull(values.city),
      country: orNull(values.country),
      zip: orNull(values.zip),
      phone: orNull(values.phone),
      subscribedToEmails: values.subscribedToEmails,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`The signed-in user ${userId} has no row`);
  return { kind: 'saved', billing: toBilling(user) };
}
