import type { BehaviourEvent, EventStore } from './EventStore';

/** Stores a batch of behaviour events for the session's owner (spec §7 POST /events-api/v1/{group}/{event}/). */
export function recordEvents(deps: { readonly events: EventStore }) {
  return async (ownerKey: string, events: readonly BehaviourEvent[]): Promise<void> => {
    if (events.length > 0) await deps.events.append(ownerKey, events);
  };
}
