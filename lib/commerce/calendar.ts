import { UTCDate } from '@date-fns/utc';
import { addMonths as addCalendarMonths } from 'date-fns';

// A term's calendar: the server's grants and the checkout's "renews until" line count it the same way.

/**
 * `date` plus `months` calendar months, in UTC, keeping the day of the month or, where the month is shorter, its
 * last day (issue 19: 31 Aug + 3 months is 30 Nov, not 1 Dec; 29 Feb + 12 months is 28 Feb). date-fns does the
 * arithmetic; UTCDate keeps it in UTC whatever the server's time zone.
 */
export function addMonths(date: Date, months: number): Date {
  return new Date(addCalendarMonths(new UTCDate(date.getTime()), months).getTime());
}
