import { and, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/lib/db/client';
import { licenses, users } from '@/lib/db/schema';
import { MAX_INSTANCES } from '@/lib/commerce/plans';
import { recordStaffAction, type StaffActor } from './audit-log';
import { type CsvRecord, parseCsv } from './csv';

// Issue 20 "legacy licences: import a CSV (serial, owner e-mail, PCs), attach to existing accounts". spec 1: a
// legacy licence is one sold before subscriptions, owned by an account (licenses.user_id); no purchase makes one.
// A row whose address has no account is refused and reported, not kept: a licence always has an owner, and the
// spec names no licence waiting for a sign-up. Rows are checked one by one; the good ones load together in one
// transaction with one audit row each (the owner's account as the target), the refused ones are listed with
// their line and reason. A file that cannot be read as the expected CSV loads nothing.

/** The most rows one file may hold (a larger import is split). */
export const LEGACY_IMPORT_MAX_ROWS = 2000;

/** What the header may call each column (case and spaces aside). */
const COLUMN_NAMES = {
  serial: ['serial', 'serial number', 'serial_number', 'serialnumber'],
  email: ['email', 'e-mail', 'owner email', 'owner e-mail', 'owner_email'],
  pcs: ['pcs', 'pc', 'pc_num', 'instances', 'instances_num'],
} as const;
type Column = keyof typeof COLUMN_NAMES;

export type LegacyRowRefusal = 'columns' | 'serialInvalid' | 'emailInvalid' | 'pcsInvalid' | 'noAccount' | 'serialTaken' | 'serialRepeated';

export type LegacyFileRefusal = 'malformed' | 'header' | 'empty' | 'tooManyRows';

export interface LoadedLicence {
  line: number;
  serial: string;
  email: string;
  pcs: number;
}

export interface RefusedRow {
  line: number;
  reason: LegacyRowRefusal;
  /** The serial as written, when the row has one. */
  serial: string;
}

export type LegacyImportOutcome =
  { kind: 'file'; refusal: LegacyFileRefusal; line?: number } | { kind: 'done'; loaded: LoadedLicence[]; refused: RefusedRow[] };

// licenses_serial_number_format: upper-case letters, digits and hyphens, 8 to 64.
const SERIAL = /^[A-Z0-9-]{8,64}$/;
const emailSchema = z.email().max(254);

function headerColumns(cells: string[]): Record<Column, number> | null {
  const named = cells.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, ' '));
  const found: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
    const index = named.findIndex((name) => (COLUMN_NAMES[column] as readonly string[]).includes(name));
    if (index === -1) return null;
    found[column] = index;
  }
  return found as Record<Column, number>;
}

interface CheckedRow {
  line: number;
  serial: string;
  email: string;
  pcs: number;
}

/** One row's own checks (its cells); what needs the database comes after. */
function checkRow(row: CsvRecord, columns: Record<Column, number>, width: number): CheckedRow | RefusedRow {
  const rawSerial = (row.fields[columns.serial] ?? '').trim();
  if (row.fields.length !== width) return { line: row.line, reason: 'columns', serial: rawSerial };
  const serial = rawSerial.toUpperCase();
  if (!SERIAL.test(serial)) return { line: row.line, reason: 'serialInvalid', serial: rawSerial };
  const email = row.fields[columns.email]!.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) return { line: row.line, reason: 'emailInvalid', serial };
  const pcsText = row.fields[columns.pcs]!.trim();
  const pcs = /^\d{1,2}$/.test(pcsText) ? Number(pcsText) : Number.NaN;
  if (!(pcs >= 1 && pcs <= MAX_INSTANCES)) return { line: row.line, reason: 'pcsInvalid', serial };
  return { line: row.line, serial, email, pcs };
}

const isRefused = (row: CheckedRow | RefusedRow): row is RefusedRow => 'reason' in row;

/**
 * Loads the licences of a CSV whose first line names the columns (serial, email, pcs, in any order), each
 * attached to the account of its address. Refused rows: a wrong number of cells, a serial that is not 8 to 64
 * letters, digits and hyphens, an address that is not one, PCs outside 1 to 10, an address without an account,
 * a serial that exists already or appears on an earlier line.
 */
export async function importLegacyLicences(
  db: Database,
  actor: StaffActor,
  csv: string,
  now: Date = new Date(),
): Promise<LegacyImportOutcome> {
  const reading = parseCsv(csv);
  if (reading.kind === 'malformed') return { kind: 'file', refusal: 'malformed', line: reading.line };
  const [header, ...rows] = reading.records;
  if (!header) return { kind: 'file', refusal: 'empty' };
  const columns = headerColumns(header.fields);
  if (!columns) return { kind: 'file', refusal: 'header', line: header.line };
  if (rows.length === 0) return { kind: 'file', refusal: 'empty' };
  if (rows.length > LEGACY_IMPORT_MAX_ROWS) return { kind: 'file', refusal: 'tooManyRows' };

  const checked = rows.map((row) => checkRow(row, columns, header.fields.length));
  const refused: RefusedRow[] = checked.filter(isRefused);
  const candidates = checked.filter((row): row is CheckedRow => !isRefused(row));

  return db.transaction(async (tx) => {
    const emails = [...new Set(candidates.map((row) => row.email))];
    const serials = [...new Set(candidates.map((row) => row.serial))];
    const owners = emails.length
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(inArray(users.email, emails), isNull(users.deletedAt)))
      : [];
    const ownerOf = new Map(owners.map((owner) => [owner.email, owner.id]));
    const taken = new Set(
      serials.length
        ? (await tx.select({ serial: licenses.serialNumber }).from(licenses).where(inArray(licenses.serialNumber, serials))).map(
            (row) => row.serial,
          )
        : [],
    );
    const seen = new Set<string>();
    const loaded: LoadedLicence[] = [];
    for (const row of candidates) {
      const owner = ownerOf.get(row.email);
      const reason: LegacyRowRefusal | null = taken.has(row.serial)
        ? 'serialTaken'
        : seen.has(row.serial)
          ? 'serialRepeated'
          : owner === undefined
            ? 'noAccount'
            : null;
      seen.add(row.serial);
      if (reason || owner === undefined) {
        refused.push({ line: row.line, reason: reason ?? 'noAccount', serial: row.serial });
        continue;
      }
      await tx.insert(licenses).values({ userId: owner, serialNumber: row.serial, instancesNum: row.pcs, createdAt: now });
      await recordStaffAction(
        tx,
        {
          actor,
          action: 'legacy-licence.import',
          targetUserId: owner,
          target: row.email,
          before: { serial_number: null },
          after: { serial_number: row.serial, instances_num: row.pcs },
        },
        now,
      );
      loaded.push(row);
    }
    refused.sort((a, b) => a.line - b.line);
    return { kind: 'done', loaded, refused } as const;
  });
}
