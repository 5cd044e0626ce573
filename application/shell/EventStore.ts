/** One behaviour event as the browser reported it (spec §7 Analytics). */
export interface BehaviourEvent {
  readonly group: string;
  readonly event: string;
  readonly pageType: string | null;
  readonly payload: Readonly<Record<string, unknown>>;
  /** Epoch ms when it happened in the browser, if told. */
  readonly occurredAt: number | null;
}

/** Where behaviour events are kept. */
export interface EventStore {
  readonly append: (ownerKey: string, events: readonly BehaviourEvent[]) => Promise<void>;
  readonly count: (group: string, event: string) => Promise<number>;
}

/** Records a batch of behaviour events for a session owner (recordEvents.ts); other features count their events through it. */
export type RecordEvents = (ownerKey: string, events: readonly BehaviourEvent[]) => Promise<void>;
