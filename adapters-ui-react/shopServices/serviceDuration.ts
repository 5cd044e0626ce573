import { countWithWord } from '../../domain/display/plural';

/** «40 минут», «1 ч 30 мин», «2 часа»: how long a workshop service takes. */
export function serviceDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return countWithWord(rest, ['минута', 'минуты', 'минут']);
  return rest === 0 ? countWithWord(hours, ['час', 'часа', 'часов']) : `${hours} ч ${rest} мин`;
}
