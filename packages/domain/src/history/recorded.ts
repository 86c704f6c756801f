// A creative's own recorded events, as the history folds read them: the server reads them from the event
// store (decoded with the contract's schemas), demo mode from its IndexedDB log. The folds here are pure,
// so both answer the same from the same events.
import type { MarketMuseEvent } from '@market-muse/contracts';

/** What the folds read of a recorded event besides its type and payload. */
export interface RecordedFields {
  readonly eventId: string;
  readonly globalPosition: bigint;
  readonly schemaVersion: number;
  readonly streamType: string;
  readonly streamId: string;
  readonly createdAt: Date;
}

/** A recorded event of the union: switching on `type` narrows `data`. */
export type Recorded<E extends MarketMuseEvent = MarketMuseEvent> = E extends MarketMuseEvent
  ? RecordedFields & { readonly type: E['type']; readonly data: E['data'] }
  : never;

/** Names of the things the user's events mention, so later events can say what they were about. */
export const namesOf = (events: ReadonlyArray<MarketMuseEvent>) => {
  const names = new Map<string, string>();
  for (const event of events) {
    switch (event.type) {
      case 'TaskCreated':
        names.set(event.data.taskId, event.data.title);
        break;
      case 'GoalSet':
      case 'GoalUpdated':
        names.set(event.data.goalId, event.data.title);
        break;
      case 'ProjectCreated':
        names.set(event.data.projectId, event.data.name);
        break;
      case 'RoadmapGenerated':
        names.set(event.data.roadmapId, event.data.title);
        break;
      case 'PlannedPostScheduled':
      case 'PlannedPostEdited':
        names.set(event.data.postId, event.data.text);
        break;
      default:
        break;
    }
  }
  return names;
};
