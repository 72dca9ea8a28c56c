import { z } from 'zod';
import { accountIdByEmail } from '@/lib/auth/account-flags';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { seedLegacyLicense } from '@/lib/memberships/license-seed';

// spec 1 "Legacy licences": no purchase makes one any more, so the end-to-end tests get theirs here.
const seedLicenseSchema = z
  .object({
    email: z.email().transform((value) => value.toLowerCase()),
    instancesNum: z.number().int().min(1).max(10).default(3),
    description: z.string().max(500).default('Remapper 5 licence'),
    devices: z.array(z.string().min(1).max(100)).max(10).default([]),
  })
  .refine((seed) => seed.devices.length <= seed.instancesNum, { message: 'More devices than the licence has places', path: ['devices'] });

/**
 * POST /api/e2e/licenses `{ email, instancesNum?, description?, devices? }` -> `{ license_id, serial_number,
 * instance_ids }`: a legacy licence of an existing account, with a PC for each device name. Exists only for
 * the end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const POST = route('/api/e2e/licenses', { testOnly: true, body: 'json' }, async ({ db, body }) => {
  const parsed = seedLicenseSchema.safeParse(body);
  if (!parsed.success) return Response.json({ message: parsed.error.message }, { status: 400, headers: NO_STORE });
  const { email, instancesNum, description, devices } = parsed.data;
  const ownerId = await accountIdByEmail(db, email);
  if (ownerId === null) return Response.json({ message: 'No such account' }, { status: 404, headers: NO_STORE });
  const { license, pcs } = await seedLegacyLicense(db, { userId: ownerId, instancesNum, description, devices });
  return Response.json(
    { license_id: license.id, serial_number: license.serialNumber, instance_ids: pcs.map((pc) => pc.id) },
    { headers: NO_STORE },
  );
});
