import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { users } from '@/lib/db/schema';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, demoStaffLines, seedDemoStaff } from '@/lib/staff/demo';
import { runStaffCommand } from '@/lib/staff/roles';
import { totpStep } from '@/lib/staff/totp';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 20: the local profile's demo staff account, whose TOTP secret `npm start` prints (scripts/prepare-db.ts).

const testDb = withAppTestDatabase();

describe(`the demo staff account (${testDriver})`, () => {
  it('is made once with a secret the first staff sign-in sets up, printed on every start until the role is taken', async () => {
    const first = await seedDemoStaff(testDb.db);
    expect(first).toMatchObject({ email: DEMO_STAFF_EMAIL, password: DEMO_STAFF_PASSWORD, confirmed: false });
    expect(first!.secret).toMatch(/^[A-Z2-7]{32}$/);
    const [user] = await testDb.db.select().from(users).where(eq(users.email, DEMO_STAFF_EMAIL));
    expect(user).toMatchObject({ isStaff: true, totpSecret: first!.secret });
    expect(await verifyPassword(user!.passwordHash!, DEMO_STAFF_PASSWORD)).toBe(true);
    // The set-up page shows the same secret.
    expect(await totpStep(testDb.db, user!.id)).toMatchObject({ kind: 'setUp', secret: first!.secret });

    expect(await seedDemoStaff(testDb.db)).toEqual(first);
    expect(demoStaffLines(first)).toContain(`Its TOTP secret: ${first!.secret}`);

    await runStaffCommand(testDb.db, ['revoke', DEMO_STAFF_EMAIL]);
    expect(await seedDemoStaff(testDb.db)).toBeNull();
    expect((await testDb.db.select().from(users).where(eq(users.email, DEMO_STAFF_EMAIL)))[0]!.isStaff).toBe(false);
    expect(demoStaffLines(null)).toContain('no longer staff');
  });
});
