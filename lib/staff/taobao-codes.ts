import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { normaliseTaobaoCode } from '@/lib/commerce/taobao';
import { type PlanChoice, soldPlanOf } from '@/lib/commerce/plans';
import type { Database, DatabaseOrTransaction } from '@/lib/db/client';
import { taobaoCodes, users } from '@/lib/db/schema';
import { TAOBAO_CODE_LIMITS } from '@/lib/validation/taobao';
import { recordStaffAction, type StaffActor } from './audit-log';
import { type CsvMalformation, parseCsv } from './csv';

// Issue 20 "Taobao codes: import a CSV of codes with their plans (validated, duplicates refused, a report of what
// was loaded), list unused and used codes". The file is `code,term,pcs` (term 3m, 1y or lifetime, as the
// checkout's tabs; pcs as sold, spec 1). Each row is checked; good rows load together with one audit row, bad rows
// are reported by line and reason. A file that is not CSV, or has not that header, loads nothing.

export const TAOBAO_CSV_HEADER = ['code', 'term', 'pcs'] as const;
/** More than this many rows in one file: split it (one import is one transaction and one audit row). */
export const TAOBAO_IMPORT_MAX_ROWS = 5000;
/** The largest file taken: 5000 rows of a long code and a plan, with room to spare. */
export const TAOBAO_IMPORT_MAX_BYTES = 512 * 1024;

export type TaobaoRowRefusal = 'columns' | 'codeFormat' | 'plan' | 'duplicateInFile' | 'alreadyLoaded';

export type TaobaoFileRefusal =
  | { kind: 'malformed'; line: number; reason: CsvMalformation }
  | { kind: 'header' }
  | { kind: 'empty' }
  | { kind: 'tooManyRows'; max: number };

export interface TaobaoImportReport {
  kind: 'imported';
  loaded: { line: number; code: string; plan: PlanChoice }[];
  refused: { line: number; code: string; reason: TaobaoRowRefusal }[];
}

export type TaobaoImportOutcome = TaobaoImportReport | TaobaoFileRefusal;

const CODE_PATTERN = /^[A-Z0-9-]+$/;

function validCode(code: string): boolean {
  return code.length >= TAOBAO_CODE_LIMITS.min && code.length <= TAOBAO_CODE_LIMITS.max && CODE_PATTERN.test(code);
}

type CheckedRow = { line: number; code: string } & ({ plan: PlanChoice } | { reason: TaobaoRowRefusal });

/** The file's rows, each checked on its own and against the rows above it; or why the whole file is refused. */
export function checkTaobaoCsv(text: string): { kind: 'checked'; rows: CheckedRow[] } | TaobaoFileRefusal {
  const parsed = parseCsv(text);
  if (parsed.kind === 'malformed') return parsed;
  const [header, ...records] = parsed.records;
  if (!header) return { kind: 'empty' };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  if (names.length !== TAOBAO_CSV_HEADER.length || names.some((name, index) => name !== TAOBAO_CSV_HEADER[index]))
    return { kind: 'header' };
  if (records.length === 0) return { kind: 'empty' };
  if (records.length > TAOBAO_IMPORT_MAX_ROWS) return { kind: 'tooManyRows', max: TAOBAO_IMPORT_MAX_ROWS };
  const seen = new Set<string>();
  const rows = records.map(({ line, fields }): CheckedRow => {
    const code = normaliseTaobaoCode(fields[0] ?? '');
    if (fields.length !== TAOBAO_CSV_HEADER.length) return { line, code, reason: 'columns' };
    if (!validCode(code)) return { line, code, reason: 'codeFormat' };
    const pcs = fields[2]!.trim();
    const plan = /^[0-9]{1,2}$/.test(pcs) ? soldPlanOf(fields[1]!.trim().toLowerCase(), Number(pcs)) : null;
    if (!plan) return { line, code, reason: 'plan' };
    if (seen.has(code)) return { line, code, reason: 'duplicateInFile' };
    seen.add(code);
    return { line, code, plan };
  });
  return { kind: 'checked', rows };
}

/**
 * Loads the file's good rows in one transaction with one audit row (the count and the codes); a code loaded
 * before, or by an import running at the same moment, is refused as 'alreadyLoaded'.
 */
export async function importTaobaoCodes(
  db: Database,
  actor: StaffActor,
  text: string,
  now: Date = new Date(),
): Promise<TaobaoImportOutcome> {
  const checked = checkTaobaoCsv(text);
  if (checked.kind !== 'checked') return checked;
  return db.transaction(async (tx): Promise<TaobaoImportOutcome> => {
    const refused: TaobaoImportReport['refused'] = [];
    const candidates: TaobaoImportReport['loaded'] = [];
    for (const row of checked.rows) {
      if ('reason' in row) refused.push({ line: row.line, code: row.code, reason: row.reason });
      else candidates.push(row);
    }
    const inserted = new Set<string>();
    for (let start = 0; start < candidates.length; start += 500) {
      const batch = candidates.slice(start, start + 500);
      const rows = await tx
        .insert(taobaoCodes)
        .values(
          batch.map(({ code, plan }) => ({ code, kind: plan.kind, periodMonths: plan.periodMonths, pcNum: plan.pcNum, createdAt: now })),
        )
        .onConflictDoNothing({ target: taobaoCodes.code })
        .returning({ code: taobaoCodes.code });
      for (const { code } of rows) inserted.add(code);
    }
    const loaded = candidates.filter((row) => inserted.has(row.code));
    for (const row of candidates) if (!inserted.has(row.code)) refused.push({ line: row.line, code: row.code, reason: 'alreadyLoaded' });
    refused.sort((a, b) => a.line - b.line);
    if (loaded.length > 0) {
      await recordStaffAction(
        tx,
        {
          actor,
          action: 'taobao.import',
          target: `${loaded.length} Taobao codes`,
          before: { count: 0 },
          after: { count: loaded.length, codes: loaded.map((row) => row.code).join(' '), refused: refused.length },
        },
        now,
      );
    }
    return { kind: 'imported', loaded, refused };
  });
}

export const TAOBAO_CODES_PAGE_SIZE = 50;

export interface TaobaoCodeListItem {
  id: number;
  code: string;
  plan: PlanChoice;
  createdAt: Date;
  /** Who applied it and when; null while unused. */
  applied: { userId: number; email: string; at: Date } | null;
}

export interface TaobaoCodeList {
  codes: TaobaoCodeListItem[];
  page: number;
  hasNext: boolean;
  unused: number;
  used: number;
}

/** Unused codes (newest loaded first) or used ones (latest applied first), one page of 50 (`page` from 1). */
export async function listTaobaoCodes(db: DatabaseOrTransaction, which: 'unused' | 'used', page = 1): Promise<TaobaoCodeList> {
  const used = which === 'used';
  const rows = await db
    .select({ code: taobaoCodes, email: users.email })
    .from(taobaoCodes)
    .leftJoin(users, eq(users.id, taobaoCodes.appliedByUserId))
    .where(used ? isNotNull(taobaoCodes.appliedByUserId) : isNull(taobaoCodes.appliedByUserId))
    .orderBy(used ? desc(taobaoCodes.appliedAt) : desc(taobaoCodes.createdAt), desc(taobaoCodes.id))
    .limit(TAOBAO_CODES_PAGE_SIZE + 1)
    .offset((page - 1) * TAOBAO_CODES_PAGE_SIZE);
  const [[unusedCount], [usedCount]] = await Promise.all([
    db.select({ value: count() }).from(taobaoCodes).where(isNull(taobaoCodes.appliedByUserId)),
    db.select({ value: count() }).from(taobaoCodes).where(isNotNull(taobaoCodes.appliedByUserId)),
  ]);
  return {
    codes: rows.slice(0, TAOBAO_CODES_PAGE_SIZE).map(({ code, email }) => ({
      id: code.id,
      code: code.code,
      plan: { kind: code.kind, periodMonths: code.periodMonths, pcNum: code.pcNum },
      createdAt: code.createdAt,
      applied:
        code.appliedByUserId !== null && code.appliedAt ? { userId: code.appliedByUserId, email: email ?? '', at: code.appliedAt } : null,
    })),
    page,
    hasNext: rows.length > TAOBAO_CODES_PAGE_SIZE,
    unused: unusedCount?.value ?? 0,
    used: usedCount?.value ?? 0,
  };
}
