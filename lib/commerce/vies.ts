import { config, type Environment } from '@/lib/config';
import { parseVatNumber } from './vat-number';
import type { EuCountry } from './vat-rates';

// The optional live check of a VAT number against the EU's VIES service (its REST API: POST
// {countryCode: 'EL', vatNumber: '094259216'} -> {valid: boolean, ...}). VIES is often down for one
// member state or another, so the check never decides a sale on its own: anything but a clear answer
// is 'unavailable', and the checkout then accepts the format-valid number and records it unverified.

export const VIES_CHECK_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';
const DEFAULT_TIMEOUT_MS = 5_000;

export type ViesOutcome = 'valid' | 'invalid' | 'unavailable';

export interface ViesConfig {
  enabled: boolean;
  url: string;
  timeoutMs: number;
}

/** VIES_CHECK=1 turns the live check on (off by default: no network during checkout); VIES_URL points it at a stand-in. */
export function viesConfigFromEnv(env?: Environment): ViesConfig {
  const { VIES_CHECK, VIES_URL } = config(env).env;
  return { enabled: VIES_CHECK, url: VIES_URL ?? VIES_CHECK_URL, timeoutMs: DEFAULT_TIMEOUT_MS };
}

export interface ViesCheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  url?: string;
}

/** The parts of VIES's answer this module reads; VIES also sends name, address and a request date. */
interface ViesAnswer {
  valid?: unknown;
  userError?: unknown;
  actionSucceed?: unknown;
}

function outcomeOf(answer: ViesAnswer): ViesOutcome {
  // A member state that is down answers valid: false with userError 'MS_UNAVAILABLE' and the like, or
  // actionSucceed: false; only a plain yes or no counts.
  if (answer.actionSucceed === false) return 'unavailable';
  if (answer.userError !== undefined && answer.userError !== 'VALID' && answer.userError !== 'INVALID') return 'unavailable';
  if (answer.valid === true) return 'valid';
  if (answer.valid === false) return 'invalid';
  return 'unavailable';
}

/**
 * Asks VIES whether a buyer's VAT number is registered in `country`. A number whose format is invalid
 * is 'invalid' without asking. Never throws: a network error, a timeout, a non-2xx status or an answer
 * it cannot read is 'unavailable'.
 */
export async function checkVatNumberLive(
  country: EuCountry,
  number: string,
  { fetch: fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS, url = VIES_CHECK_URL }: ViesCheckOptions = {},
): Promise<ViesOutcome> {
  const vatNumber = parseVatNumber(country, number);
  if (!vatNumber) return 'invalid';
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race also covers a fetch that ignores the abort signal.
  const timeout = new Promise<ViesOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('unavailable');
    }, timeoutMs);
  });
  const ask = async (): Promise<ViesOutcome> => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode: vatNumber.prefix, vatNumber: vatNumber.local }),
        signal: controller.signal,
      });
      if (!response.ok) return 'unavailable';
      const answer: unknown = await response.json();
      return typeof answer === 'object' && answer !== null ? outcomeOf(answer) : 'unavailable';
    } catch {
      return 'unavailable';
    }
  };
  try {
    return await Promise.race([ask(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
