import { describe, expect, it } from '@effect/vitest';
import {
  AUTO_PUBLISH_BLUESKY_ONLY,
  BLUESKY_TEXT_TOO_LONG,
  type PlannedPostEvent,
  type PlannedPostScheduled,
  POST_NOT_FAILED,
} from '@market-muse/contracts';
import {
  PUBLISH_MAX_ATTEMPTS,
  plannedPostDecider,
  plannedPostView,
  retryDelayMs,
} from '../src/calendar/plannedPost.ts';
import { fold } from '../src/decider.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';

// Publishing a planned post automatically: 'Publish automatically', the scheduler's attempt (recorded before
// the network call), its outcome, retries with growing waits, 'Publish now' and 'Retry'.

const spec = DeciderSpecification(plannedPostDecider);
const at = new Date('2026-11-24T09:00:00Z');
const iso = at.toISOString();
const ids = { postId: 'p-1', userId: 'u-1' };
const scheduled: PlannedPostScheduled = {
  ...ids,
  text: 'New prints in the shop https://example.com #art',
  platform: 'bluesky',
  scheduledAt: '2026-11-24T09:00:00.000Z',
  source: 'manual',
  scheduledOn: '2026-11-20T10:00:00.000Z',
};
const planned: PlannedPostEvent = { type: 'PlannedPostScheduled', data: scheduled };
const autoOn: PlannedPostEvent = {
  type: 'PlannedPostAutoPublishSet',
  data: { ...ids, enabled: true, setOn: '2026-11-20T10:00:00.000Z' },
};
const publishing = (attempt: number, recordKey = 'rkey-first'): PlannedPostEvent => ({
  type: 'PlannedPostPublishing',
  data: { ...ids, network: 'bluesky', accountDid: 'did:plc:abc', recordKey, attempt, startedAt: iso },
});
const failed = (willRetry: boolean): PlannedPostEvent => ({
  type: 'PlannedPostPublishFailed',
  data: {
    ...ids,
    reason: 'Bluesky could not be reached',
    willRetry,
    retryAt: willRetry ? '2026-11-24T09:01:00.000Z' : null,
    failedAt: iso,
  },
});
const command = <T extends string>(type: T, extra: Record<string, unknown> = {}) => ({
  type,
  ...ids,
  at,
  ...extra,
});
const start = (recordKey = 'rkey-new') =>
  command('StartPublishing', { accountDid: 'did:plc:abc', recordKey }) as never;
const fail = (transient: boolean) =>
  command('FailPublishing', { reason: 'Bluesky could not be reached', transient }) as never;
const viewAfter = (events: PlannedPostEvent[]) => {
  const state = fold(plannedPostDecider, events);
  if (state.status !== 'planned') throw new Error('no post');
  return plannedPostView(state.post);
};

describe('publishing a planned post automatically', () => {
  it('scheduling with publishAutomatically plans the post and sets it to publish', () =>
    spec
      .given([])
      .when({
        type: 'SchedulePost',
        ...ids,
        text: scheduled.text,
        platform: 'bluesky',
        scheduledAt: scheduled.scheduledAt,
        source: 'manual',
        publishAutomatically: true,
        at,
      })
      .thenEmits([
        { type: 'PlannedPostScheduled', data: { ...scheduled, scheduledOn: iso } },
        { type: 'PlannedPostAutoPublishSet', data: { ...ids, enabled: true, setOn: iso } },
      ]));

  it('counts Bluesky’s limit in graphemes before scheduling: 300 emoji fit, 301 do not', () => {
    const family = '👩‍👩‍👧';
    const base = {
      type: 'SchedulePost' as const,
      ...ids,
      platform: 'bluesky' as const,
      scheduledAt: scheduled.scheduledAt,
      source: 'manual' as const,
      publishAutomatically: true,
      at,
    };
    spec
      .given([])
      .when({ ...base, text: family.repeat(300) })
      .thenMatches((events) => expect(events).toHaveLength(2));
    spec
      .given([])
      .when({ ...base, text: family.repeat(301) })
      .thenThrows({ code: 'invalid', field: 'text', message: BLUESKY_TEXT_TOO_LONG });
  });

  it('only Bluesky posts publish automatically; a longer text cannot be set on a post that does', () => {
    spec
      .given([{ type: 'PlannedPostScheduled', data: { ...scheduled, platform: 'instagram' } }])
      .when(command('UpdatePost', { changes: { publishAutomatically: true } }) as never)
      .thenThrows({ code: 'invalid', field: 'publishAutomatically', message: AUTO_PUBLISH_BLUESKY_ONLY });
    spec
      .given([planned, autoOn])
      .when(command('UpdatePost', { changes: { text: 'x'.repeat(301) } }) as never)
      .thenThrows({ code: 'invalid', field: 'text', message: BLUESKY_TEXT_TOO_LONG });
  });

  it('the scheduler records the attempt and its record key before the call', () => {
    spec
      .given([planned, autoOn])
      .when(start('rkey-first'))
      .thenEmits([publishing(1)]);
    expect(viewAfter([planned, autoOn])).toMatchObject({ status: 'scheduled', publishAutomatically: true });
    expect(viewAfter([planned, autoOn, publishing(1)]).status).toBe('publishing');
  });

  it('an attempt under way is resumed, not started again; a new attempt keeps the first record key', () => {
    spec
      .given([planned, autoOn, publishing(1)])
      .when(start())
      .thenNothingHappened();
    spec
      .given([planned, autoOn, publishing(1), failed(true)])
      .when(start('rkey-other'))
      .thenEmits([publishing(2, 'rkey-first')]);
  });

  it('completes with the post’s URI and page', () => {
    const done: PlannedPostEvent = {
      type: 'PlannedPostPublished',
      data: {
        ...ids,
        publishedAt: iso,
        uri: 'at://did:plc:abc/app.bsky.feed.post/rkey-first',
        url: 'https://bsky.app/profile/me.test/post/rkey-first',
      },
    };
    spec
      .given([planned, autoOn, publishing(1)])
      .when(command('CompletePublishing', { uri: done.data.uri, url: done.data.url }) as never)
      .thenEmits([done]);
    expect(viewAfter([planned, autoOn, publishing(1), done])).toMatchObject({
      status: 'published',
      url: 'https://bsky.app/profile/me.test/post/rkey-first',
      failure: null,
    });
    spec
      .given([planned, autoOn, publishing(1), done])
      .when(start())
      .thenNothingHappened();
  });

  it('a transient failure retries after a minute, then twice as long, until the attempts run out', () => {
    spec
      .given([planned, autoOn, publishing(1)])
      .when(fail(true))
      .thenEmits([failed(true)]);
    const third = [planned, autoOn, publishing(1), failed(true), publishing(2), failed(true), publishing(3)];
    spec
      .given(third)
      .when(fail(true))
      .thenMatches(([event]) =>
        expect(event?.data).toMatchObject({
          willRetry: true,
          retryAt: new Date(at.getTime() + retryDelayMs(3)).toISOString(),
        }),
      );
    expect(retryDelayMs(3)).toBe(4 * 60_000);
    spec
      .given([planned, autoOn, publishing(PUBLISH_MAX_ATTEMPTS)])
      .when(fail(true))
      .thenMatches(([event]) => expect(event?.data).toMatchObject({ willRetry: false, retryAt: null }));
  });

  it('a refused password fails without retrying, and the calendar says why', () => {
    spec
      .given([planned, autoOn, publishing(1)])
      .when(fail(false))
      .thenEmits([failed(false)]);
    expect(viewAfter([planned, autoOn, publishing(1), failed(false)])).toMatchObject({
      status: 'failed',
      failure: { reason: 'Bluesky could not be reached', willRetry: false, retryAt: null },
    });
  });

  it("'Retry' re-arms a failed post only", () => {
    spec
      .given([planned, autoOn, publishing(1), failed(false)])
      .when(command('RetryPublishing') as never)
      .thenEmits([{ type: 'PlannedPostAutoPublishSet', data: { ...ids, enabled: true, setOn: iso } }]);
    spec
      .given([planned, autoOn])
      .when(command('RetryPublishing') as never)
      .thenThrows({ code: 'conflict', message: POST_NOT_FAILED });
  });

  it("'Publish now' moves a later post to now and sets it to publish", () => {
    const later: PlannedPostEvent = {
      type: 'PlannedPostScheduled',
      data: { ...scheduled, scheduledAt: '2026-12-01T09:00:00.000Z' },
    };
    spec
      .given([later])
      .when(command('PublishNow') as never)
      .thenEmits([
        {
          type: 'PlannedPostRescheduled',
          data: {
            ...ids,
            scheduledAt: iso,
            previousScheduledAt: '2026-12-01T09:00:00.000Z',
            rescheduledOn: iso,
          },
        },
        { type: 'PlannedPostAutoPublishSet', data: { ...ids, enabled: true, setOn: iso } },
      ]);
    spec
      .given([planned, autoOn, publishing(1)])
      .when(command('PublishNow') as never)
      .thenThrows({ code: 'conflict' });
  });

  it('a post published on Bluesky cannot be marked as not published', () =>
    spec
      .given([
        planned,
        autoOn,
        publishing(1),
        {
          type: 'PlannedPostPublished',
          data: { ...ids, publishedAt: iso, uri: 'at://x/app.bsky.feed.post/k', url: 'https://bsky.app/x' },
        },
      ])
      .when(command('UnpublishPost') as never)
      .thenThrows({ code: 'conflict' }));
});
