import { useFormatter } from 'next-intl';

type Formatter = ReturnType<typeof useFormatter>;

/** A release date (YYYY-MM-DD) in the formatter's language. A calendar date has no time zone: read it as UTC. */
export function formatReleaseDate(format: Formatter, date: string): string {
  return format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

export function ReleaseDate({ date }: { date: string }) {
  const format = useFormatter();
  return <time dateTime={date}>{formatReleaseDate(format, date)}</time>;
}
