import { calendarDateAt, formatFormDate } from '../../domain/validation/dates';

/** An instant from the API as the Moscow day it fell on, dd.MM.yyyy (spec §5 form date format). */
export const dayLabel = (iso: string): string => formatFormDate(calendarDateAt(Date.parse(iso)));
