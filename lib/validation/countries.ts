// spec 3 "Profile billing: country": ISO 3166-1 alpha-2, as stored in users.country. The names are CLDR's
// (Intl.DisplayNames) with the project's own overrides, one list for checkout, profile and invoices.
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

export interface CountryOption {
  value: string;
  label: string;
}

// Issue 25: for a mainland Chinese reader CLDR's 台湾 sits beside 中国香港特别行政区; the shop says 中国台湾.
const NAME_OVERRIDES: Record<string, Record<string, string>> = {
  'zh-CN': { TW: '中国台湾' },
};

/** A country's name in `locale`: CLDR's, or the project's override; an unknown code as it is. */
export function countryName(code: string, locale: string): string {
  const override = NAME_OVERRIDES[locale]?.[code];
  if (override) return override;
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** The countries with their names in `locale`, sorted as a reader of that language expects. */
export function countryOptions(locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
