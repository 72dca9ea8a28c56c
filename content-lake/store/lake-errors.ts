import { LakeError } from '../types';

// The Content Lake's error shapes, with its wording where we know it. `details.type` is the machine-readable
// error type the HTTP layer can pass on.

export function documentAlreadyExists(id: string): LakeError {
  return new LakeError(409, `Document by ID "${id}" already exists`, { type: 'documentAlreadyExistsError', id });
}

export function documentNotFound(id: string, role = 'Document'): LakeError {
  return new LakeError(404, `${role} by ID "${id}" not found`, { type: 'documentNotFoundError', id });
}

export function revisionMismatch(id: string, expected: string, actual: string | null): LakeError {
  const found = actual === null ? 'it does not exist' : `its revision is "${actual}"`;
  return new LakeError(409, `Document by ID "${id}" has unexpected revision: expected "${expected}", but ${found}`, {
    type: 'conflictError',
    id,
    expectedRevision: expected,
    currentRevision: actual,
  });
}

export function invalidRequest(message: string, details: Record<string, unknown> = {}): LakeError {
  return new LakeError(400, message, { type: 'validationError', ...details });
}

export function conflict(message: string, details: Record<string, unknown> = {}): LakeError {
  return new LakeError(409, message, { type: 'conflictError', ...details });
}
