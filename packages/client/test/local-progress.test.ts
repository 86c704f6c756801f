// Demo mode's /progress and /analytics against the server's: the same events read from the local log and
// handed to the domain's history folds (which the server runs over its store) give the same answers, in
// the shapes the contract's schemas decode.
import 'fake-indexeddb/auto';
import {
  ContentPerformance,
  PROGRESS_EXPORT_COLUMNS,
  ProgressAsOf,
  ProgressOverview,
  TimelinePage,
} from '@market-muse/contracts/api';
import {
  csvLine,
  ndjsonLine,
  contentPerformance as serverContent,
  progressOverview as serverOverview,
  timelinePage as serverTimeline,
  userExportRows,
} from '@market-muse/domain';
import { Schema } from 'effect';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalClient, type LocalClient, type LocalState, NO_DELAYS } from '../src/local/index.ts';
import { recorded } from '../src/local/progress.ts';

const PROFILE = {
  creativeTypes: ['photography'],
  experienceLevel: 'intermediate',
  currentProjectName: 'Harbour Prints',
  targetAudience: 'tourists',
  businessGoals: ['increase_sales'],
  onboardingCompleted: true,
};

/** A clock the test moves: each step of the story happens a day after the one before. */
let clock = Date.parse('2026-03-02T09:00:00.000Z');
const tick = (days = 1) => {
  clock += days * 86_400_000;
};

let client: LocalClient;
let userId: string;
let demo: LocalState;
let middle: string;

/** The demo's log as the server's folds take it (they read none of the store's bookkeeping fields). */
const serverEvents = () => recorded(demo.log) as unknown as Parameters<typeof serverOverview>[0];

beforeAll(async () => {
  client = createLocalClient({ database: 'progress-parity', delays: NO_DELAYS, now: () => new Date(clock) });
  userId = (await client.start()).id;
  await client.profile.save(PROFILE);
  tick();
  // The profile's current project is the active project.
  const project = (await client.projects.active())!;
  const goal = await client.goals.create({ title: 'Sell 20 prints', targetValue: 20, projectId: project.id });
  tick();
  await client.goals.progress(goal.id, { currentValue: 5 });
  await client.goals.update(goal.id, { title: 'Sell 25 prints', targetValue: 25 });
  await client.roadmaps.generate({ goalId: goal.id });
  const tasks = await client.tasks.list();
  tick(8);
  await client.tasks.complete(tasks[0]!.id);
  await client.tasks.complete(tasks[1]!.id);
  middle = new Date(clock).toISOString();
  tick();
  await client.tasks.reopen(tasks[1]!.id);
  await client.tasks.generateDaily();
  await client.ai.advice({ context: 'How should I price my prints?' });
  await client.ai.contentSuggestions({ contentType: 'social_media' });
  await client.ai.analyzeContent({
    content: 'New harbour prints Friday! #prints #harbour',
    platform: 'instagram',
  });
  tick(7);
  const post = await client.calendar.schedule({
    text: 'Harbour at dawn #prints #sunrise',
    platform: 'instagram',
    scheduledAt: '2026-03-25T08:00:00Z',
    source: 'idea',
  });
  await client.calendar.update(post.id, { scheduledAt: '2026-03-26T08:00:00Z' });
  await client.calendar.publish(post.id);
  const gone = await client.calendar.schedule({ text: 'Scrapped idea', platform: 'twitter' });
  await client.calendar.remove(gone.id);
  await client.goals.complete(goal.id);
  demo = (await client.snapshot())!;
});

describe("demo mode's progress is the server's", () => {
  it('overview: the same charts from the same events, in the contract shape', async () => {
    const local = await client.progress.overview();
    expect(Schema.decodeUnknownSync(ProgressOverview)(local)).toEqual(local);
    expect(local).toEqual(serverOverview(serverEvents(), new Date(local.now)));
    expect(local.tasksPerWeek.reduce((n, w) => n + w.completed, 0)).toBe(1);
    expect(local.goals.find((g) => g.title === 'Sell 25 prints')?.points.map((p) => p.value)).toEqual([0, 5]);
    expect(local.roadmap?.phases.length).toBeGreaterThan(0);
  });

  it('analytics: the same scores, topics, formats and calendar weeks', async () => {
    const local = await client.progress.content();
    expect(Schema.decodeUnknownSync(ContentPerformance)(local)).toEqual(local);
    expect(local).toEqual(serverContent(serverEvents()));
    expect(local.scores).toHaveLength(1);
    // Planned in the week it is scheduled for, published in the week it was marked (the deleted one gone).
    expect(local.calendar).toEqual([
      { week: '2026-03-16', planned: 0, published: 1 },
      { week: '2026-03-23', planned: 1, published: 0 },
    ]);
    expect(local.formats.find((f) => f.format === 'Instagram')).toMatchObject({ generated: 1, planned: 1 });
  });

  it('timeline: the same texts, pages and cursors', async () => {
    const first = await client.progress.timeline({ limit: 5 });
    expect(Schema.decodeUnknownSync(TimelinePage)(first)).toEqual(first);
    expect(first).toEqual(serverTimeline(serverEvents(), { limit: 5 }));
    expect(first.items).toHaveLength(5);
    expect(first.items[0]?.text).toBe("Achieved the goal 'Sell 25 prints'");
    // Paging on to the end visits every item once, newest first, exactly as the server pages.
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor !== null) {
      const page = await client.progress.timeline({ before: cursor, limit: 5 });
      expect(page).toEqual(serverTimeline(serverEvents(), { before: cursor, limit: 5 }));
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length);
    expect(seen.map((i) => i.at)).toEqual([...seen.map((i) => i.at)].sort().reverse());
    expect(seen.some((i) => /^Generated the roadmap '.+' \(\d+ tasks\)$/.test(i.text))).toBe(true);
  });

  it('as of a past date: the numbers then, and what changed since', async () => {
    const then = await client.progress.asOf(middle);
    expect(Schema.decodeUnknownSync(ProgressAsOf)(then)).toEqual(then);
    expect(then.dashboard.completedTasks).toBe(2);
    expect(then.goals.map((g) => [g.title, g.status, g.currentValue])).toContainEqual([
      'Sell 25 prints',
      'active',
      5,
    ]);
    expect(then.changesSince.tasksCompleted).toBe(-1);
    expect(then.changesSince.events).toBeGreaterThan(0);
    const before = await client.progress.asOf('2020-01-01T00:00:00.000Z');
    expect(before.dashboard).toMatchObject({ totalTasks: 0, activeGoals: 0, progressPercent: 0 });
    await expect(client.progress.asOf('not a date')).rejects.toThrow('400: Invalid date');
    await expect(client.progress.timeline({ before: 'x' })).rejects.toThrow('400: Invalid cursor');
  });

  it('downloads: the same CSV and NDJSON rows as the server writes', async () => {
    const rows = userExportRows(userId, serverEvents());
    const csv = await client.progress.download('csv');
    expect(csv).toBe(
      `${PROGRESS_EXPORT_COLUMNS.join(',')}\n${rows.map((r) => csvLine(PROGRESS_EXPORT_COLUMNS, r)).join('')}`,
    );
    const ndjson = await client.progress.download('ndjson');
    expect(ndjson).toBe(rows.map(ndjsonLine).join(''));
    const parsed = ndjson
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(parsed[0]!)).toEqual([...PROGRESS_EXPORT_COLUMNS]);
    expect(parsed.map((r) => r.type)).toContain('TaskCompleted');
    expect(parsed.every((r) => r.user === userId)).toBe(true);
  });
});
