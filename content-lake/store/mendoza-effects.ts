import type { LakeDocument, MendozaEffects } from '../types';

// mendoza (npm) only decodes, so this encodes. Patches are built structurally: unchanged fields are kept
// from the input, changed fields are set, nested objects are descended into; everything else (arrays, strings,
// numbers) is replaced whole with a literal. That keeps per-field attribution right in the Studio's review panel,
// which replays these patches with mendoza's incremental patcher. Opcodes: node_modules/mendoza/src/internal-patcher.ts.

const OP_VALUE = 0;
const OP_PUSH_FIELD_COPY = 10;
const OP_RETURN_INTO_OBJECT_SAME_KEY_POP = 15;
const OP_OBJECT_SET_FIELD_VALUE = 17;
const OP_OBJECT_DELETE_FIELD = 19;

type JsonObject = Record<string, unknown>;

/** Effects of one document change, over documents without `_rev` (the Studio strips it before applying). */
export function documentEffects(before: LakeDocument | null, after: LakeDocument | null): MendozaEffects {
  const from = withoutRev(before);
  const to = withoutRev(after);
  return { apply: encodePatch(from, to), revert: encodePatch(to, from) };
}

/** A mendoza patch turning `from` into `to`; `[0, null]` for a deletion, which the Studio recognises as such. */
export function encodePatch(from: unknown, to: unknown): unknown[] {
  if (isPlainObject(from) && isPlainObject(to)) return objectOps(from, to);
  return [OP_VALUE, to === undefined ? null : to];
}

function objectOps(from: JsonObject, to: JsonObject): unknown[] {
  // Field indexes address the input's keys sorted with the default sort, as the patcher sorts them.
  const inputIndex = new Map(
    Object.keys(from)
      .sort()
      .map((key, index) => [key, index]),
  );
  const ops: unknown[] = [];
  for (const [key, index] of inputIndex) {
    if (!Object.hasOwn(to, key)) ops.push(OP_OBJECT_DELETE_FIELD, index);
  }
  for (const [key, value] of Object.entries(to)) {
    const index = inputIndex.get(key);
    if (index === undefined) {
      ops.push(OP_OBJECT_SET_FIELD_VALUE, value, key);
      continue;
    }
    const previous = from[key];
    if (deepEqual(previous, value)) continue;
    if (isPlainObject(previous) && isPlainObject(value)) {
      ops.push(OP_PUSH_FIELD_COPY, index, ...objectOps(previous, value), OP_RETURN_INTO_OBJECT_SAME_KEY_POP);
    } else {
      ops.push(OP_OBJECT_SET_FIELD_VALUE, value, key);
    }
  }
  return ops;
}

/** The document as the Studio holds it when applying effects (its omitRev). */
export function withoutRev(document: LakeDocument): JsonObject;
export function withoutRev(document: LakeDocument | null): JsonObject | null;
export function withoutRev(document: LakeDocument | null): JsonObject | null {
  if (document === null) return null;
  return Object.fromEntries(Object.entries(document).filter(([key]) => key !== '_rev'));
}

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
  }
  return false;
}
