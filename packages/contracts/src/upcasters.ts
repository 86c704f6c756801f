// Schema evolution of the events: pure functions keyed by (type, schema version), applied on read so
// deciders and projections only see the current shape. Passed to the event store by every process.

export interface EventUpcaster {
  readonly type: string;
  readonly fromVersion: number;
  readonly upcast: (data: Record<string, unknown>) => Record<string, unknown>;
}

export const eventUpcasters: ReadonlyArray<EventUpcaster> = [
  // Version 1 knew only posts marked as published by hand: no record on a network, so no URI or page.
  { type: 'PlannedPostPublished', fromVersion: 1, upcast: (data) => ({ ...data, uri: null, url: null }) },
];
