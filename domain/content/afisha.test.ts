import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AFISHA_DAYS, occurrenceSpan, upcomingEvents, type WeeklyEvent } from './afisha';

const event = (id: string, weekday: number, startTime = '10:00'): WeeklyEvent => ({ id, title: id, description: '', weekday, startTime, durationMinutes: 60 });

describe('a shop poster of weekly events', () => {
  it('gives each event on its weekday from today for four weeks, by date then start time', () => {
    // 2025-06-05 is a Thursday.
    const shown = upcomingEvents([event('run', 6, '10:00'), event('yoga', 4, '19:00'), event('early', 4, '08:30')], '2025-06-05');
    expect(shown.slice(0, 4).map((o) => `${o.date} ${o.event.id}`)).toEqual(['2025-06-05 early', '2025-06-05 yoga', '2025-06-07 run', '2025-06-12 early']);
    expect(shown.filter((o) => o.event.id === 'run').map((o) => o.date)).toEqual(['2025-06-07', '2025-06-14', '2025-06-21', '2025-06-28']);
  });

  it('shows every event four times within its days, never before today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (weekday, day) => {
          const today = day.toISOString().slice(0, 10);
          const dates = upcomingEvents([event('e', weekday)], today).map((o) => o.date);
          expect(dates).toHaveLength(AFISHA_DAYS / 7);
          expect(dates.every((d) => d >= today)).toBe(true);
          expect(new Set(dates.map((d) => new Date(d).getUTCDay())).size).toBe(1);
        },
      ),
    );
  });
});

describe('an occurrence in time', () => {
  it('starts at its Moscow time and lasts its duration', () => {
    const span = occurrenceSpan({ event: event('run', 6, '09:00'), date: '2025-06-07' });
    expect(span.start.toISOString()).toBe('2025-06-07T06:00:00.000Z');
    expect(span.end.toISOString()).toBe('2025-06-07T07:00:00.000Z');
  });
});
