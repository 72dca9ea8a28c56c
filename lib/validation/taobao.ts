import { z } from './zod';

// spec 2 /user/taobao-purchase, spec 3 "Taobao purchase code: a single entered code", spec 5 'Please enter a
// valid code'. One schema for the form and POST /api/account/taobao-code; the issue's message is a key of
// `shop.taobao`. Codes are letters, digits and dashes, 4 to 64 long (the taobao_codes check), any case.

export const TAOBAO_CODE_LIMITS = { min: 4, max: 64 } as const;

const invalidCode = { error: 'invalidCode', abort: true } as const;

export const taobaoCodeSchema = z.object({
  code: z
    .string(invalidCode)
    .trim()
    .min(TAOBAO_CODE_LIMITS.min, invalidCode)
    .max(TAOBAO_CODE_LIMITS.max, invalidCode)
    .regex(/^[A-Za-z0-9-]+$/, invalidCode),
});

export type TaobaoCodeInput = z.input<typeof taobaoCodeSchema>;
export type TaobaoCodeValues = z.output<typeof taobaoCodeSchema>;
