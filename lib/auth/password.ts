import argon2 from 'argon2';

// DESIGN.md "passwords hashed with Argon2id". The parameters are OWASP's minimum for Argon2id (19 MiB,
// two passes, one lane): about 25-45 ms per hash on the 2-core development machine, so sign-in stays
// fast and a burst of sign-ins stays within memory. Raise them here; needsRehash then upgrades each
// stored hash at its owner's next sign-in.
export const PASSWORD_HASH_PARAMS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const ARGON2_VERSION = 0x13;

/** Hashes a password into a self-describing PHC string (`$argon2id$v=19$m=...`) with a fresh salt. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASH_PARAMS });
}

/**
 * Whether `password` matches `storedHash`. The comparison is the library's constant-time one; a stored
 * value that is not an Argon2 hash never matches instead of throwing.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}

export interface Argon2Params {
  type: string;
  version: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

const PHC_PATTERN = /^\$(argon2(?:id|i|d))\$v=(\d+)\$([^$]+)\$[^$]+\$[^$]+$/;

/** The algorithm and cost parameters of a stored PHC string, or null when it is not an Argon2 hash. */
export function readHashParams(storedHash: string): Argon2Params | null {
  const [, type, version, encodedParams] = PHC_PATTERN.exec(storedHash) ?? [];
  if (!type || !version || !encodedParams) return null;
  // The library writes the parameters as m=,p=,t= and the reference tool as m=,t=,p=: read them by name.
  const params = new Map(
    encodedParams.split(',').map((pair) => {
      const [key, value] = pair.split('=');
      return [key, Number(value)] as const;
    }),
  );
  const memoryCost = params.get('m');
  const timeCost = params.get('t');
  const parallelism = params.get('p');
  if (!memoryCost || !timeCost || !parallelism) return null;
  return { type, version: Number(version), memoryCost, timeCost, parallelism };
}

/**
 * Whether a stored hash is weaker than what hashPassword writes today (another Argon2 variant, an older
 * version, less memory or fewer passes), so the caller should store a fresh hash after a successful
 * sign-in, while it has the plain password.
 */
export function needsRehash(storedHash: string): boolean {
  const params = readHashParams(storedHash);
  if (!params) return true;
  return (
    params.type !== 'argon2id' ||
    params.version < ARGON2_VERSION ||
    params.memoryCost < PASSWORD_HASH_PARAMS.memoryCost ||
    params.timeCost < PASSWORD_HASH_PARAMS.timeCost
  );
}
