import type { MarketMuseEvent } from '@market-muse/contracts';
import { describe, expect, it } from 'vitest';
import { contentPerformance } from '../../src/history/contentPerformance.ts';
import type { Recorded } from '../../src/history/recorded.ts';

// /analytics folded from a user's events: scores per platform, topics and formats, and the content
// calendar's planned vs published weeks.

let position = 0n;
const recorded = (event: MarketMuseEvent): Recorded => {
  position += 1n;
  return {
    ...event,
    globalPosition: position,
    streamId: 's',
    streamType: 'test',
    eventId: `e-${position}`,
    schemaVersion: 1,
    createdAt: new Date('2026-11-01T00:00:00Z'),
  } as Recorded;
};
const userId = 'u';
const scheduled = (postId: string, text: string, scheduledAt: string) =>
  recorded({
    type: 'PlannedPostScheduled',
    data: {
      postId,
      userId,
      text,
      platform: 'instagram',
      scheduledAt,
      source: 'manual',
      scheduledOn: scheduledAt,
    },
  });

describe('contentPerformance', () => {
  it('counts planned posts by scheduled week and published ones by publishing week', () => {
    const answer = contentPerformance([
      scheduled('p1', 'New #Prints out #studio', '2026-11-03T09:00:00Z'), // week of Mon 2 Nov
      scheduled('p2', 'Studio tour #studio', '2026-11-04T09:00:00Z'),
      scheduled('p3', 'Gone soon', '2026-11-05T09:00:00Z'),
      recorded({
        type: 'PlannedPostDeleted',
        data: { postId: 'p3', userId, deletedAt: '2026-11-02T10:00:00Z' },
      }),
      recorded({
        type: 'PlannedPostRescheduled',
        data: {
          postId: 'p2',
          userId,
          scheduledAt: '2026-11-10T09:00:00Z',
          previousScheduledAt: '2026-11-04T09:00:00Z',
          rescheduledOn: '2026-11-02T11:00:00Z',
        },
      }),
      recorded({
        type: 'PlannedPostPublished',
        data: { postId: 'p1', userId, publishedAt: '2026-11-09T08:00:00Z', uri: null, url: null },
      }),
      recorded({
        type: 'PlannedPostPublished',
        data: { postId: 'p2', userId, publishedAt: '2026-11-10T09:00:00Z', uri: null, url: null },
      }),
      recorded({
        type: 'PlannedPostUnpublished',
        data: { postId: 'p2', userId, unpublishedAt: '2026-11-10T10:00:00Z' },
      }),
    ]);
    expect(answer.calendar).toEqual([
      { week: '2026-11-02', planned: 1, published: 0 },
      { week: '2026-11-09', planned: 1, published: 1 },
    ]);
    expect(answer.topics).toEqual([
      { topic: '#studio', generated: 0, planned: 2 },
      { topic: '#prints', generated: 0, planned: 1 },
    ]);
    expect(answer.formats).toEqual([{ format: 'Instagram', generated: 0, planned: 2 }]);
    expect(answer.scores).toEqual([]);
  });
});
