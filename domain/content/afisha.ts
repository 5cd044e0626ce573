import { addDays, type IsoDate } from '../shipment/receivingDate';

/** Days ahead a shop's poster shows: four weeks. */
export const AFISHA_DAYS = 28;

/** An event a shop holds every week (spec §7 GET /afisha/{id}/events; the answer is not shown): a running club, a workshop. */
export interface WeeklyEvent {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** 1 Monday … 7 Sunday. */
  readonly weekday: number;
  /** Moscow time, HH:MM. */
  readonly startTime: string;
  readonly durationMinutes: number;
}

/** One occurrence of a weekly event. */
export interface EventOccurrence {
  readonly event: WeeklyEvent;
  readonly date: IsoDate;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a day. */
const weekdayOf = (date: IsoDate): number => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The occurrences of a shop's weekly events from `today` (included) over AFISHA_DAYS days, soonest first and, on one
 * day, by start time (spec §7 GET /afisha/{id}/events).
 */
export function upcomingEvents(events: readonly WeeklyEvent[], today: IsoDate): readonly EventOccurrence[] {
  return Array.from({ length: AFISHA_DAYS }, (_, i) => addDays(today, i)).flatMap((date) =>
    events
      .filter((event) => event.weekday === weekdayOf(date))
      .toSorted((a, b) => a.startTime.localeCompare(b.startTime))
      .map((event) => ({ event, date })),
  );
}

/** When an occurrence starts and ends, as instants: its start time is Moscow's (spec §9 Moscow default time zone). */
export function occurrenceSpan(o: EventOccurrence): { readonly start: Date; readonly end: Date } {
  const start = new Date(`${o.date}T${o.event.startTime}:00+03:00`);
  return { start, end: new Date(start.getTime() + o.event.durationMinutes * 60_000) };
}
