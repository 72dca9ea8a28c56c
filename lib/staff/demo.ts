import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { hashPassword } from '@/lib/auth/password';
import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

// Issue 20: "The demo data of the local profile includes one staff account (with its TOTP secret printed by
// `npm start` for the local profile only) so the area can be tried on a fresh machine". scripts/prepare-db.ts
// calls this in the local profile only; nothing else does.

export const DEMO_STAFF_EMAIL = 'staff@example.com';
export const DEMO_STAFF_PASSWORD = 'staff demo password';

export interface DemoStaff {
  email: string;
  password: string;
  /** The TOTP secret, base32: made once per installation; the first staff sign-in shows it again and confirms it. */
  secret: string;
  /** Whether a code confirmed it already (then its recovery codes were shown). */
  confirmed: boolean;
}

/**
 * The demo staff account, made on the first start; later starts leave it as it is and read its secret. Null once
 * it is no longer staff with a secret (`npm run staff -- revoke` took the role): a start never grants it again.
 */
export async function seedDemoStaff(db: Database): Promise<DemoStaff | null> {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_STAFF_EMAIL)).limit(1);
  if (existing) {
    if (!existing.isStaff || !existing.totpSecret) return null;
    return {
      email: existing.email,
      password: DEMO_STAFF_PASSWORD,
      secret: existing.totpSecret,
      confirmed: existing.totpConfirmedAt !== null,
    };
  }
  const secret = new Secret({ size: 20 }).base32;
  const [made] = await db
    .insert(users)
    .values({
      email: DEMO_STAFF_EMAIL,
      passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
      emailConfirmedAt: new Date(),
      isStaff: true,
      totpSecret: secret,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // Another instance starting at the same moment made it first: read what it stored.
  return made ? { email: DEMO_STAFF_EMAIL, password: DEMO_STAFF_PASSWORD, secret, confirmed: false } : seedDemoStaff(db);
}

/** What `npm start` prints in the local profile. */
export function demoStaffLines(staff: DemoStaff | null): string {
  if (!staff) return `Demo staff account ${DEMO_STAFF_EMAIL}: no longer staff (npm run staff -- grant ${DEMO_STAFF_EMAIL} brings it back).`;
  return [
    `Demo staff account (local profile only): ${staff.email} / ${staff.password}; sign in, then open /staff.`,
    `  Its TOTP secret: ${staff.secret} (add it to an authenticator app${staff.confirmed ? '' : '; the first staff sign-in shows it too'}).`,
  ].join('\n');
}
