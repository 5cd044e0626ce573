/** A Russian time zone by its UTC offset in hours (spec §9 time zones). */
export interface RussianTimeZone {
  readonly offsetHours: number;
  readonly label: string;
}

/** Moscow's offset, the default zone (spec §9). */
export const MOSCOW_OFFSET_HOURS = 3;

/** The Russian time zones UTC+2 to UTC+12 (spec §9). */
export const RUSSIAN_TIME_ZONES: readonly RussianTimeZone[] = Array.from({ length: 11 }, (_, i) => {
  const offsetHours = i + 2;
  return { offsetHours, label: offsetHours === MOSCOW_OFFSET_HOURS ? 'UTC+3 (Москва)' : `UTC+${offsetHours}` };
});

/** The zone for an offset, Moscow when the offset is not Russian (spec §9). */
export function russianTimeZone(offsetHours: number | undefined): RussianTimeZone {
  return RUSSIAN_TIME_ZONES.find((z) => z.offsetHours === offsetHours) ?? RUSSIAN_TIME_ZONES[MOSCOW_OFFSET_HOURS - 2]!;
}
