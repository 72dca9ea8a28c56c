import { z } from 'zod';

// The forms' schemas parse in the browser, whose Content Security Policy has no 'unsafe-eval'
// (lib/http/security-headers.ts). zod compiles object parsers with `new Function` where it can, and its
// probe for that is reported as a policy violation even though it is caught: in the browser, schemas are
// built without it (set before any schema module defines one, as each imports z from here).
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
