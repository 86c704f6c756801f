import type { MarketMuseEvent } from '@market-muse/contracts';
import { describe, expect, it } from 'vitest';
import { postResults } from '../../src/history/postResults.ts';
import type { Recorded } from '../../src/history/recorded.ts';

// /analytics' own results folded from a user's calendar events: each published post's latest numbers, and
// the average interactions per weekday and hour of the posts' planned times in the profile's time zone.

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
type Numbers = Record<'likes' | 'comments' | 'shares' | 'saves' | 'reach' | 'quotes', number | null>;
const none: Numbers = { likes: null, comments: null, shares: null, saves: null, reach: null, quotes: null };
const planned = (postId: string, scheduledAt: string) =>
  recorded({
    type: 'PlannedPostScheduled',
    data: {
      postId,
      userId,
      text: `Post ${postId}`,
      platform: 'instagram',
      scheduledAt,
      source: 'manual',
      scheduledOn: scheduledAt,
    },
  });
const posted = (postId: string, url?: string) =>
  recorded({
    type: 'PlannedPostPublished',
    data: { postId, userId, publishedAt: '2026-11-20T00:00:00.000Z', uri: null, url: url ?? null },
  });
const numbers = (postId: string, values: Partial<Numbers>, at = '2026-11-22T00:00:00.000Z') =>
  recorded({
    type: 'PlannedPostResultsRecorded',
    data: { postId, userId, source: 'manual', ...none, ...values, recordedAt: at },
  });

describe("a creative's own post results", () => {
  it('none recorded: empty lists', () =>
    expect(postResults([planned('a', '2026-11-17T09:00:00.000Z'), posted('a')])).toEqual({
      results: [],
      resultsBySlot: [],
    }));

  it('keeps each post’s latest numbers, best first, and averages them per weekday and hour', () => {
    const { results, resultsBySlot } = postResults([
      planned('a', '2026-11-17T09:00:00.000Z'), // Tuesday 09:00 UTC
      planned('b', '2026-11-24T09:30:00.000Z'), // Tuesday 09:30 UTC
      planned('c', '2026-11-21T18:00:00.000Z'), // Saturday 18:00 UTC
      planned('d', '2026-11-22T10:00:00.000Z'), // numbers, then unpublished: left out
      posted('a', 'https://www.instagram.com/p/A/'),
      posted('b'),
      posted('c'),
      posted('d'),
      numbers('a', { likes: 10, reach: 500 }),
      numbers('a', { likes: 40, comments: 5, reach: 900 }, '2026-11-25T00:00:00.000Z'),
      numbers('b', { likes: 20, saves: 5 }),
      numbers('c', { likes: 100, shares: 3 }),
      numbers('d', { likes: 999 }),
      recorded({
        type: 'PlannedPostUnpublished',
        data: { postId: 'd', userId, unpublishedAt: '2026-11-26T00:00:00.000Z' },
      }),
    ]);
    expect(results.map((r) => [r.postId, r.engagement, r.reach, r.url])).toEqual([
      ['c', 103, null, null],
      ['a', 45, 900, 'https://www.instagram.com/p/A/'],
      ['b', 25, null, null],
    ]);
    expect(resultsBySlot).toEqual([
      { weekday: 6, hour: 18, posts: 1, engagement: 103 },
      { weekday: 2, hour: 9, posts: 2, engagement: 35 },
    ]);
  });

  it("reads the slots on the creative's own clock (the profile's time zone)", () => {
    const profile = recorded({
      type: 'ProfileSaved',
      data: { userId, profile: { timezone: 'Asia/Tokyo' }, changed: [], createdAt: 'x', savedAt: 'x' },
    } as unknown as MarketMuseEvent);
    const { resultsBySlot } = postResults([
      profile,
      planned('a', '2026-11-17T20:00:00.000Z'), // Wednesday 05:00 in Tokyo
      posted('a'),
      numbers('a', { likes: 7 }),
    ]);
    expect(resultsBySlot).toEqual([{ weekday: 3, hour: 5, posts: 1, engagement: 7 }]);
  });
});
