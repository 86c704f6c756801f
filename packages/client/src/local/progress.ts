// /progress and /analytics in demo mode: the visitor's own log read as recorded events and folded by the
// domain's history folds, the ones the server runs over its event store, so the demo answers what the
// server would.
import type {
  ContentPerformance,
  ProgressAsOf,
  ProgressOverview,
  TimelinePage,
} from '@market-muse/contracts/api';
import {
  progressAsOf as foldAsOf,
  contentPerformance as foldContent,
  progressOverview as foldOverview,
  timelinePage as foldTimeline,
  type Recorded,
  userExportText,
} from '@market-muse/domain';
import type { LocalEvent } from './store.ts';

/** The log as recorded events: its position is the global position, its time the recording time. */
export const recorded = (log: readonly LocalEvent[]): Recorded[] =>
  log.map(
    (e, index) =>
      ({
        eventId: `${e.streamId}:${e.position ?? index + 1}`,
        globalPosition: BigInt(e.position ?? index + 1),
        type: e.type,
        data: e.data,
        schemaVersion: 1,
        streamType: e.streamType,
        streamId: e.streamId,
        createdAt: new Date(e.recordedAt),
      }) as Recorded,
  );

export const progressOverview = (log: readonly LocalEvent[], now: Date): ProgressOverview =>
  foldOverview(recorded(log), now);

export const progressAsOf = (log: readonly LocalEvent[], userId: string, at: Date, now: Date): ProgressAsOf =>
  foldAsOf(userId, recorded(log), at, now);

/** Newest first, `limit` a page (20 by default); the cursor is the log position of the page's last item. */
export const timelinePage = (
  log: readonly LocalEvent[],
  params: { before?: string; limit?: number } = {},
): TimelinePage => foldTimeline(recorded(log), { before: params.before, limit: params.limit });

export const exportText = (log: readonly LocalEvent[], userId: string, format: 'csv' | 'ndjson'): string =>
  userExportText(userId, recorded(log), format);

export const contentPerformance = (log: readonly LocalEvent[]): ContentPerformance =>
  foldContent(recorded(log));
