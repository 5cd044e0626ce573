import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import { EventPathPart, EventsRequest } from '../../contract/shell';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { recordEvents } from '../../../application/shell/recordEvents';

/** POST /events-api/v1/{group}/{event}/ (spec §7 Analytics): a batch of behaviour events, stored. */
export function eventRoutes(useCases: { readonly recordEvents: ReturnType<typeof recordEvents> }) {
  const record = async (c: Context<{ Variables: SessionVariables }>) => {
    const group = EventPathPart.decode(c.req.param('group'));
    const event = EventPathPart.decode(c.req.param('event'));
    const body = await decodeBody(c, EventsRequest);
    if (E.isLeft(group) || E.isLeft(event) || E.isLeft(body)) return failure(c, 'INCORRECT_REQUEST');
    await useCases.recordEvents(
      c.get('ownerKey'),
      body.right.events.map((e) => ({ group: group.right, event: event.right, pageType: e.pageType, payload: e.payload, occurredAt: e.occurredAt })),
    );
    return c.body(null, 204);
  };
  return new Hono<{ Variables: SessionVariables }>().post('/:group/:event/', record).post('/:group/:event', record);
}
