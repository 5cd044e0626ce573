import * as t from 'io-ts';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_CODES = 50;

/** The {codes} path segment of the toggle call: comma-separated toggle codes. */
export const ToggleCodes = new t.Type<readonly string[], string, unknown>(
  'ToggleCodes',
  (u): u is readonly string[] => Array.isArray(u) && u.every((c) => typeof c === 'string' && CODE.test(c)),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c);
    const codes = u.split(',');
    return codes.length <= MAX_CODES && codes.every((code) => CODE.test(code)) ? t.success(codes) : t.failure(u, c);
  },
  (codes) => codes.join(','),
);

/** Answer of GET /feature-toggle-api/v1/engine/feature-toggles/{codes}/states: code → enabled. */
export const ToggleStatesBody = t.record(t.string, t.boolean);
export type ToggleStatesBody = t.TypeOf<typeof ToggleStatesBody>;

/** The name of an event group or event in the path. */
export const EventPathPart = t.refinement(t.string, (s) => /^[a-z0-9_-]{1,64}$/i.test(s), 'EventPathPart');

/** One event in a batch. */
const EventBody = t.type({
  pageType: t.union([t.string, t.null]),
  payload: t.record(t.string, t.unknown),
  occurredAt: t.number,
});

/** Body of POST /events-api/v1/{group}/{event}/: the events batched in the browser (at most 100). */
export const EventsRequest = t.type({ events: t.refinement(t.array(EventBody), (a) => a.length >= 1 && a.length <= 100, 'EventBatch') });
export type EventsRequest = t.TypeOf<typeof EventsRequest>;
