import * as E from 'fp-ts/Either';
import { invalid, type ValidationError } from './validationError';

/** A calendar date without time or zone (spec §5 Other rules, dates). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The earliest date a form accepts: 01.01.1900 (spec §5 Other rules). */
const EARLIEST_DATE: CalendarDate = { year: 1900, month: 1, day: 1 };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const FORM = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Orders two dates: negative when a is earlier (spec §5 dates). */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Parses yyyy-MM-dd or dd.MM.yyyy into a real calendar date not earlier than 01.01.1900 (spec §5 Other rules). */
export function parseDate(text: string): E.Either<ValidationError, CalendarDate> {
  const t = text.trim();
  const iso = ISO.exec(t);
  const form = FORM.exec(t);
  const parts = iso ? [iso[1], iso[2], iso[3]] : form ? [form[3], form[2], form[1]] : null;
  if (!parts) return E.left(invalid('date'));
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = { year, month, day };
  const real = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return real && compareDates(date, EARLIEST_DATE) >= 0 ? E.right(date) : E.left(invalid('date'));
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The form's display format day.month.year, e.g. 05.03.1990 (spec §5 Other rules). */
export function formatFormDate(date: CalendarDate): string {
  return `${pad(date.day, 2)}.${pad(date.month, 2)}.${pad(date.year, 4)}`;
}

/** The wire format yyyy-MM-dd (spec §5 Other rules). */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The calendar date of an instant in a fixed UTC offset; «today» is passed in, never read from a clock (spec §5 dates). */
export function calendarDateAt(epochMs: number, offsetHours = 3): CalendarDate {
  const d = new Date(epochMs + offsetHours * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
