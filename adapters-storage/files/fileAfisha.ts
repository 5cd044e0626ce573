import * as t from 'io-ts';
import type { AfishaSource } from '../../application/shell/AfishaSource';
import { readJsonList } from './readJsonList';

const StoredEvent = t.type(
  {
    id: t.string,
    shopNumber: t.string,
    title: t.string,
    description: t.string,
    weekday: t.refinement(t.Int, (d) => d >= 1 && d <= 7, 'Weekday'),
    startTime: t.refinement(t.string, (s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s), 'StartTime'),
    durationMinutes: t.refinement(t.Int, (m) => m > 0, 'Duration'),
  },
  'WeeklyEvent',
);

/** Shops' weekly events from a JSON file kept with the shop's content (content/afisha.json). */
export function fileAfisha(path: string): AfishaSource {
  return { all: () => readJsonList(StoredEvent, path) };
}
