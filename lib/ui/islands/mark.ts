/**
 * The first item of an island's row in the RSC payload (components/islands): an invisible separator and a word, which
 * no section's content starts a row with. The inline payload carries the row as this alone (flight-filter.ts).
 */
export const ISLAND_MARK = '\u2063island';
