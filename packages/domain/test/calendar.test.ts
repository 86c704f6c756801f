import { describe, expect, it } from '@effect/vitest';
import type { PlannedPostEvent, PlannedPostScheduled } from '@market-muse/contracts';
import { wallClock } from '@market-muse/contracts';
import { defaultScheduleTime, zonedInstant } from '../src/calendar/defaultTime.ts';
import { plannedPostDecider, plannedPostView } from '../src/calendar/plannedPost.ts';
import { fold } from '../src/decider.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';

const spec = DeciderSpecification(plannedPostDecider);
const at = new Date('2026-11-21T10:00:00Z');
const iso = at.toISOString();
const schedule = (overrides: Record<string, unknown> = {}) => ({
  type: 'SchedulePost' as const,
  postId: 'p-1',
  userId: 'u-1',
  text: 'Behind the scenes of the harbour series',
  platform: 'instagram' as const,
  scheduledAt: '2026-11-24T09:00:00Z',
  source: 'idea' as const,
  at,
  ...overrides,
});
const scheduled: PlannedPostScheduled = {
  postId: 'p-1',
  userId: 'u-1',
  text: 'Behind the scenes of the harbour series',
  platform: 'instagram',
  scheduledAt: '2026-11-24T09:00:00.000Z',
  source: 'idea',
  scheduledOn: iso,
};
const given: PlannedPostEvent[] = [{ type: 'PlannedPostScheduled', data: scheduled }];
const published: PlannedPostEvent = {
  type: 'PlannedPostPublished',
  data: { postId: 'p-1', userId: 'u-1', publishedAt: iso, uri: null, url: null },
};
const deleted: PlannedPostEvent = {
  type: 'PlannedPostDeleted',
  data: { postId: 'p-1', userId: 'u-1', deletedAt: iso },
};
const change = <T extends 'PublishPost' | 'UnpublishPost' | 'DeletePost'>(type: T, userId = 'u-1') => ({
  type,
  postId: 'p-1',
  userId,
  at,
});
const update = (changes: Record<string, unknown>, userId = 'u-1') => ({
  type: 'UpdatePost' as const,
  postId: 'p-1',
  userId,
  changes,
  at,
});

describe('planned post decider', () => {
  it('schedules a post, trimming the text and writing the time in UTC', () =>
    spec
      .given([])
      .when(
        schedule({
          text: '  Behind the scenes of the harbour series ',
          scheduledAt: '2026-11-24T10:00:00+01:00',
        }),
      )
      .thenEmits(given));

  it.each([
    [{ text: '   ' }, 'text', 'text: Post text is required'],
    [{ text: 'x'.repeat(5001) }, 'text', 'text: at most 5000 characters'],
    [
      { platform: 'myspace' },
      'platform',
      'platform: must be one of instagram, facebook, twitter, linkedin, tiktok, bluesky',
    ],
    [{ scheduledAt: 'next tuesday' }, 'scheduledAt', /^scheduledAt: must be a date and time/],
    [{ scheduledAt: '2026-02-30T09:00:00Z' }, 'scheduledAt', /^scheduledAt: must be a date and time/],
    [{ scheduledAt: '2026-11-24T09:00:00' }, 'scheduledAt', /^scheduledAt: must be a date and time/],
  ])('refuses %j', (overrides, field, message) =>
    spec.given([]).when(schedule(overrides)).thenThrows({ code: 'invalid', field, message }),
  );

  it('scheduling an existing post conflicts', () =>
    spec.given(given).when(schedule()).thenThrows({ code: 'conflict' }));

  it('edits text and platform, and moves the post, as separate facts', () =>
    spec
      .given(given)
      .when(update({ text: ' New words ', platform: 'linkedin', scheduledAt: '2026-11-25T10:00:00Z' }))
      .thenEmits([
        {
          type: 'PlannedPostEdited',
          data: { postId: 'p-1', userId: 'u-1', text: 'New words', platform: 'linkedin', editedOn: iso },
        },
        {
          type: 'PlannedPostRescheduled',
          data: {
            postId: 'p-1',
            userId: 'u-1',
            scheduledAt: '2026-11-25T10:00:00.000Z',
            previousScheduledAt: '2026-11-24T09:00:00.000Z',
            rescheduledOn: iso,
          },
        },
      ]));

  it('a move alone is only a reschedule; an unchanged update is nothing', () => {
    spec
      .given(given)
      .when(update({ scheduledAt: '2026-11-26T09:00:00.000Z' }))
      .thenMatches((events) => expect(events.map((e) => e.type)).toEqual(['PlannedPostRescheduled']));
    spec
      .given(given)
      .when(update({ text: scheduled.text, scheduledAt: '2026-11-24T10:00:00+01:00' }))
      .thenNothingHappened();
  });

  it('refuses a blank edit', () =>
    spec
      .given(given)
      .when(update({ text: ' ' }))
      .thenThrows({ code: 'invalid', field: 'text' }));

  it('publishes once, and can go back to planned', () => {
    spec.given(given).when(change('PublishPost')).thenEmits([published]);
    spec
      .given([...given, published])
      .when(change('PublishPost'))
      .thenNothingHappened();
    spec
      .given([...given, published])
      .when(change('UnpublishPost'))
      .thenEmits([
        { type: 'PlannedPostUnpublished', data: { postId: 'p-1', userId: 'u-1', unpublishedAt: iso } },
      ]);
    spec.given(given).when(change('UnpublishPost')).thenNothingHappened();
  });

  it('deletes; a deleted post is not found afterwards', () => {
    spec.given(given).when(change('DeletePost')).thenEmits([deleted]);
    for (const command of [change('DeletePost'), change('PublishPost'), update({ text: 'Again' })])
      spec
        .given([...given, deleted])
        .when(command)
        .thenThrows({ code: 'not_found', message: 'Planned post not found' });
    spec
      .given([...given, deleted])
      .when(schedule())
      .thenThrows({ code: 'conflict' });
  });

  it("another user's post, or none, is not found", () => {
    for (const command of [
      change('PublishPost', 'u-2'),
      change('DeletePost', 'u-2'),
      update({ text: 'x' }, 'u-2'),
    ])
      spec.given(given).when(command).thenThrows({ code: 'not_found', message: 'Planned post not found' });
    spec.given([]).when(change('PublishPost')).thenThrows({ code: 'not_found' });
  });

  it('folds into the view the API answers', () => {
    const state = fold(plannedPostDecider, [...given, published]);
    expect(state.status).toBe('planned');
    if (state.status !== 'planned') return;
    expect(plannedPostView(state.post)).toEqual({
      id: 'p-1',
      text: scheduled.text,
      platform: 'instagram',
      scheduledAt: '2026-11-24T09:00:00.000Z',
      status: 'published',
      publishedAt: iso,
      url: null,
      remindedAt: null,
      results: null,
      source: 'idea',
      createdAt: iso,
      updatedAt: iso,
      publishAutomatically: false,
      failure: null,
    });
  });
});

describe("default schedule time: the next best window in the creative's time zone", () => {
  it('Instagram from a Saturday morning in UTC: Monday 10:00', () =>
    expect(defaultScheduleTime('instagram', new Date('2026-11-21T08:00:00Z'), null)).toBe(
      '2026-11-23T10:00:00.000Z',
    ));
  it('Instagram on a Tuesday before 9:00 in Berlin: that day 9:00 Berlin time', () =>
    expect(defaultScheduleTime('instagram', new Date('2026-11-24T06:00:00Z'), 'Europe/Berlin')).toBe(
      '2026-11-24T08:00:00.000Z',
    ));
  it("LinkedIn after Wednesday's window in New York: next Tuesday 10:00 New York time", () =>
    expect(defaultScheduleTime('linkedin', new Date('2026-11-25T18:00:00Z'), 'America/New_York')).toBe(
      '2026-12-01T15:00:00.000Z',
    ));
  it('TikTok on a Sunday morning: 13:00 that day; an unknown zone counts as UTC', () =>
    expect(defaultScheduleTime('tiktok', new Date('2026-11-22T08:00:00Z'), 'Mars/Olympus')).toBe(
      '2026-11-22T13:00:00.000Z',
    ));
  it('wall clocks and zoned instants round-trip across a daylight-saving change', () => {
    const instant = zonedInstant('2026-03-29', 10 * 60, 'Europe/Berlin');
    expect(instant.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(wallClock(instant, 'Europe/Berlin')).toEqual({ date: '2026-03-29', minutes: 600 });
  });
});
