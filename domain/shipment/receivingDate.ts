/** A calendar day as yyyy-MM-dd. */
export type IsoDate = string;

/** Shop time is Moscow time (UTC+3, no daylight saving): dates and cut-offs are counted in it (spec §9 Moscow default). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Moscow calendar day of an instant (spec §9 Moscow default time zone). */
export function moscowDate(now: Date): IsoDate {
  return new Date(now.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Moscow hour (0–23) of an instant, for same-day cut-offs (spec §9 Moscow default time zone). */
export function moscowHour(now: Date): number {
  return new Date(now.getTime() + MOSCOW_OFFSET_MS).getUTCHours();
}

/** The day `days` after `date` (spec §4 Delivery variants: dates offered). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** «Сегодня», «Завтра» or «25 ноября»: how a receiving date is shown (spec §4 Delivery variants). */
export function receivingDateLabel(date: IsoDate, today: IsoDate): string {
  if (date === today) return 'Сегодня';
  if (date === addDays(today, 1)) return 'Завтра';
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}
