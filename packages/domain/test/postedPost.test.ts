import { describe, expect, it } from '@effect/vitest';
import type { PlannedPostEvent, PlannedPostScheduled } from '@market-muse/contracts';
import { plannedPostDecider, plannedPostView } from '../src/calendar/plannedPost.ts';
import { fold } from '../src/decider.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';

// Closing the loop on networks the product cannot post to: the due reminder, 'Mark as posted' with the
// post's address, and the numbers recorded afterwards.

const spec = DeciderSpecification(plannedPostDecider);
const planned = '2026-11-24T09:00:00.000Z';
const at = new Date('2026-11-24T09:00:30Z');
const iso = at.toISOString();
const later = new Date('2026-11-27T18:00:00Z');
const scheduled: PlannedPostScheduled = {
  postId: 'p-1',
  userId: 'u-1',
  text: 'Behind the scenes of the harbour series',
  platform: 'instagram',
  scheduledAt: planned,
  source: 'idea',
  scheduledOn: '2026-11-20T10:00:00.000Z',
};
const given: PlannedPostEvent[] = [{ type: 'PlannedPostScheduled', data: scheduled }];
const postUrl = 'https://www.instagram.com/p/C0ffee123/';
const posted: PlannedPostEvent = {
  type: 'PlannedPostPublished',
  data: { postId: 'p-1', userId: 'u-1', publishedAt: iso, uri: null, url: postUrl },
};
const none = { likes: null, comments: null, shares: null, saves: null, reach: null, quotes: null };

const markPosted = (url: string, userId = 'u-1') =>
  ({ type: 'MarkPosted', postId: 'p-1', userId, url, at }) as const;
const remind = (when: Date, byMail = true) =>
  ({ type: 'RemindPost', postId: 'p-1', userId: 'u-1', byMail, at: when }) as const;
const record = (metrics: Record<string, number | null>, source: 'manual' | 'fetched' = 'manual') =>
  ({ type: 'RecordResults', postId: 'p-1', userId: 'u-1', source, metrics, at: later }) as const;

describe("'Mark as posted' with the post's address", () => {
  it('publishes the post with its address, trimmed', () =>
    spec
      .given(given)
      .when(markPosted(`  ${postUrl} `))
      .thenEmits([posted]));

  it('the same address again is nothing; another one corrects it and keeps when it was posted', () => {
    spec
      .given([...given, posted])
      .when(markPosted(postUrl))
      .thenEmits([]);
    spec
      .given([...given, posted])
      .when({ ...markPosted('https://instagram.com/reel/Abc/'), at: later })
      .thenEmits([
        {
          type: 'PlannedPostPublished',
          data: {
            postId: 'p-1',
            userId: 'u-1',
            publishedAt: iso,
            uri: null,
            url: 'https://instagram.com/reel/Abc/',
          },
        },
      ]);
  });

  it.each([
    ['', /^url: the post's address is required/],
    ['instagram.com/p/abc', /^url: must be the post's address on instagram\.com/],
    ['http://www.instagram.com/p/abc', /^url: must be the post's address on instagram\.com/],
    ['https://www.instagram.com/', /^url: must be the post's address on instagram\.com/],
    ['https://evil-instagram.com/p/abc', /^url: must be the post's address on instagram\.com/],
    ['https://x.com/me/status/1', /^url: must be the post's address on instagram\.com/],
  ])('refuses %j for an Instagram post', (url, message) =>
    spec.given(given).when(markPosted(url)).thenThrows({ code: 'invalid', field: 'url', message }),
  );

  it('accepts each platform on its own hosts', () => {
    const cases = [
      ['twitter', 'https://x.com/maker/status/1858'],
      ['twitter', 'https://mobile.twitter.com/maker/status/1858'],
      ['linkedin', 'https://www.linkedin.com/posts/maker_activity-1'],
      ['tiktok', 'https://www.tiktok.com/@maker/video/73'],
      ['facebook', 'https://m.facebook.com/story.php?id=1'],
      ['bluesky', 'https://bsky.app/profile/maker.bsky.social/post/3lbskyrecordk'],
    ] as const;
    for (const [platform, url] of cases) {
      const on: PlannedPostEvent[] = [{ type: 'PlannedPostScheduled', data: { ...scheduled, platform } }];
      expect(plannedPostDecider.decide(markPosted(url), fold(plannedPostDecider, on))).toHaveLength(1);
    }
  });

  it("another user's post is not found", () =>
    spec.given(given).when(markPosted(postUrl, 'u-2')).thenThrows({ code: 'not_found' }));

  it('a post the scheduler published to Bluesky, or is publishing, cannot be marked by hand', () => {
    const sky: PlannedPostEvent[] = [
      { type: 'PlannedPostScheduled', data: { ...scheduled, platform: 'bluesky' } },
      {
        type: 'PlannedPostAutoPublishSet',
        data: { postId: 'p-1', userId: 'u-1', enabled: true, setOn: iso },
      },
      {
        type: 'PlannedPostPublishing',
        data: {
          postId: 'p-1',
          userId: 'u-1',
          network: 'bluesky',
          accountDid: 'did:plc:maker',
          recordKey: '3lbskyrecordk',
          attempt: 1,
          startedAt: iso,
        },
      },
    ];
    const skyUrl = 'https://bsky.app/profile/maker.test/post/3lbskyrecordk';
    spec.given(sky).when(markPosted(skyUrl)).thenThrows({ code: 'conflict' });
    spec
      .given([
        ...sky,
        {
          type: 'PlannedPostPublished',
          data: {
            postId: 'p-1',
            userId: 'u-1',
            publishedAt: iso,
            uri: 'at://did:plc:maker/app.bsky.feed.post/3lbskyrecordk',
            url: skyUrl,
          },
        },
      ])
      .when(markPosted(skyUrl))
      .thenThrows({ code: 'conflict' });
  });
});

describe('the due reminder', () => {
  const reminded: PlannedPostEvent = {
    type: 'PlannedPostReminded',
    data: { postId: 'p-1', userId: 'u-1', byMail: true, remindedAt: iso },
  };

  it('goes out once the planned time has come, and only once', () => {
    spec
      .given(given)
      .when(remind(new Date('2026-11-24T08:59:59Z')))
      .thenEmits([]);
    spec.given(given).when(remind(at)).thenEmits([reminded]);
    spec
      .given([...given, reminded])
      .when(remind(later))
      .thenEmits([]);
  });

  it('a posted post needs no reminder', () =>
    spec
      .given([...given, posted])
      .when(remind(at))
      .thenEmits([]));

  it("a post set to publish automatically is the scheduler's: no reminder", () =>
    spec
      .given([
        { type: 'PlannedPostScheduled', data: { ...scheduled, platform: 'bluesky' } },
        {
          type: 'PlannedPostAutoPublishSet',
          data: { postId: 'p-1', userId: 'u-1', enabled: true, setOn: iso },
        },
      ])
      .when(remind(later))
      .thenEmits([]));

  it('a move makes the post due again at its new time', () => {
    const moved: PlannedPostEvent = {
      type: 'PlannedPostRescheduled',
      data: {
        postId: 'p-1',
        userId: 'u-1',
        scheduledAt: '2026-11-26T09:00:00.000Z',
        previousScheduledAt: planned,
        rescheduledOn: iso,
      },
    };
    spec
      .given([...given, reminded, moved])
      .when(remind(later, false))
      .thenEmits([
        {
          type: 'PlannedPostReminded',
          data: { postId: 'p-1', userId: 'u-1', byMail: false, remindedAt: later.toISOString() },
        },
      ]);
  });
});

describe("a published post's numbers", () => {
  const recorded: PlannedPostEvent = {
    type: 'PlannedPostResultsRecorded',
    data: {
      postId: 'p-1',
      userId: 'u-1',
      source: 'manual',
      ...none,
      likes: 120,
      comments: 8,
      saves: 14,
      reach: 2400,
      recordedAt: later.toISOString(),
    },
  };

  it('records the numbers given, the others unknown', () =>
    spec
      .given([...given, posted])
      .when(record({ likes: 120, comments: 8, saves: 14, reach: 2400 }))
      .thenEmits([recorded]));

  it('the same numbers again are nothing; a change is recorded', () => {
    spec
      .given([...given, posted, recorded])
      .when(record({ likes: 120, comments: 8, saves: 14, reach: 2400 }))
      .thenEmits([]);
    const events = plannedPostDecider.decide(
      record({ likes: 121, comments: 8, saves: 14, reach: 2400 }),
      fold(plannedPostDecider, [...given, posted, recorded]),
    );
    expect(events).toHaveLength(1);
  });

  it('needs the post marked as posted first', () =>
    spec
      .given(given)
      .when(record({ likes: 1 }))
      .thenThrows({ code: 'invalid', message: 'Mark the post as posted before recording its numbers' }));

  it.each([
    [{ likes: -1 }, 'likes'],
    [{ reach: 1.5 }, 'reach'],
    [{ shares: 1_000_000_001 }, 'shares'],
  ])('refuses %j', (metrics, field) =>
    spec
      .given([...given, posted])
      .when(record(metrics))
      .thenThrows({ code: 'invalid', field, message: new RegExp(`^${field}: must be a whole number`) }),
  );

  it('typed by hand, an empty form is refused; fetched, zeros and unknowns are fine', () => {
    spec
      .given([...given, posted])
      .when(record({}))
      .thenThrows({ code: 'invalid', field: 'likes', message: 'likes: enter at least one number' });
    spec
      .given([...given, posted])
      .when(record({ likes: 0, shares: 0, comments: 0, quotes: 0 }, 'fetched'))
      .thenEmits([
        {
          type: 'PlannedPostResultsRecorded',
          data: {
            postId: 'p-1',
            userId: 'u-1',
            source: 'fetched',
            ...none,
            likes: 0,
            comments: 0,
            shares: 0,
            quotes: 0,
            recordedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('folds into the view: address, reminder and the latest numbers', () => {
    const state = fold(plannedPostDecider, [...given, posted, recorded]);
    if (state.status !== 'planned') throw new Error('expected a planned post');
    const view = plannedPostView(state.post);
    expect(view).toMatchObject({ status: 'published', url: postUrl, remindedAt: null });
    expect(view.results).toEqual({
      ...none,
      likes: 120,
      comments: 8,
      saves: 14,
      reach: 2400,
      source: 'manual',
      recordedAt: later.toISOString(),
    });
    const unpublished = fold(plannedPostDecider, [
      ...given,
      posted,
      { type: 'PlannedPostUnpublished', data: { postId: 'p-1', userId: 'u-1', unpublishedAt: iso } },
    ]);
    if (unpublished.status !== 'planned') throw new Error('expected a planned post');
    expect(plannedPostView(unpublished.post)).toMatchObject({ status: 'planned', url: null });
  });
});
