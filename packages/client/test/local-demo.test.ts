// What only demo mode has: the product's delays and content limits, data that survives a reload, and no
// network at all.
import 'fake-indexeddb/auto';
import { initialGoalId } from '@market-muse/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalClient, DEMO_DELAYS, deleteLocalStore, NO_DELAYS } from '../src/local/index.ts';

const PROFILE = {
  creativeTypes: ['photography'],
  experienceLevel: 'beginner',
  currentProjectName: 'Harbour Prints',
  targetAudience: 'tourists',
  businessGoals: ['increase_sales'],
  onboardingCompleted: true,
};

let n = 0;
const database = () => `demo-${++n}`;

describe('local client (demo mode)', () => {
  const fetchSpy = vi.fn(() => Promise.reject(new Error('demo mode must not use the network')));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("has the product's delays: content 2 s, advice 1.5 s, strategy 2.5 s, analysis 1.8 s", () => {
    expect(DEMO_DELAYS).toMatchObject({ content: 2000, advice: 1500, strategy: 2500, analysis: 1800 });
  });

  it('waits the given delay before an AI answer', async () => {
    const client = createLocalClient({ database: database(), delays: { ...NO_DELAYS, strategy: 120 } });
    await client.start();
    await client.profile.save(PROFILE);
    const started = performance.now();
    await client.ai.strategy({ timeframe: '90days' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('limits demo content to 8 post ideas and 6 captions, with all hashtags', async () => {
    const client = createLocalClient({ database: database(), delays: NO_DELAYS });
    await client.start();
    await client.profile.save(PROFILE);
    const content = await client.ai.contentSuggestions({ contentType: 'social_media' });
    expect(content.postIdeas).toHaveLength(8);
    expect(content.captions).toHaveLength(6);
    expect(content.hashtags.length).toBeGreaterThanOrEqual(15);
  });

  it('starts signed in as the demo visitor and keeps everything across a reload', async () => {
    const name = database();
    const first = createLocalClient({ database: name, delays: NO_DELAYS });
    const visitor = await first.start();
    expect((await first.auth.currentUser())?.id).toBe(visitor.id);
    await first.profile.save(PROFILE);
    // The profile's current project is the active project.
    const project = (await first.projects.active())!;
    expect(project.name).toBe('Harbour Prints');
    await first.roadmaps.generate();
    const daily = await first.tasks.generateDaily();
    const deltas: string[] = [];
    const advice = await first.ai.adviceStream(
      { context: 'Give me content ideas for this week' },
      { onDelta: (t) => deltas.push(t) },
    );
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('').trim()).toBe(advice.advice.trim());
    await first.close();

    const reloaded = createLocalClient({ database: name, delays: NO_DELAYS });
    expect((await reloaded.auth.currentUser())?.id).toBe(visitor.id);
    expect((await reloaded.projects.active())?.id).toBe(project.id);
    expect((await reloaded.roadmaps.list())[0]?.projectId).toBe(project.id);
    const tasks = await reloaded.tasks.list();
    for (const task of daily.tasks) expect(tasks.map((t) => t.id)).toContain(task.id);
    expect((await reloaded.ai.chatHistory()).map((m) => m.type)).toEqual(['user', 'ai']);
    await reloaded.close();
  });

  it('a new roadmap supersedes the old one: its open tasks leave, progress counts the new one', async () => {
    const client = createLocalClient({ database: database(), delays: NO_DELAYS });
    await client.start();
    await client.profile.save(PROFILE);
    const first = await client.roadmaps.generate();
    const firstTasks = (await client.tasks.list()).filter((t) => t.roadmapId === first.id);
    await client.tasks.complete(firstTasks[0]!.id);
    const second = await client.roadmaps.generate();
    const roadmaps = await client.roadmaps.list();
    expect(roadmaps.map((r) => [r.id, r.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'archived'],
    ]);
    const left = (await client.tasks.list()).filter((t) => t.roadmapId === first.id);
    expect(left.map((t) => t.id)).toEqual([firstTasks[0]!.id]);
    const dashboard = await client.dashboard.get();
    expect(dashboard.roadmapProgress?.roadmapId).toBe(second.id);
    expect(dashboard.roadmapProgress?.completedTasks).toBe(0);
  });

  it('Reset demo: deleting the database starts over', async () => {
    const name = database();
    const client = createLocalClient({ database: name, delays: NO_DELAYS });
    await client.start();
    await client.profile.save(PROFILE);
    await client.close();
    await deleteLocalStore(name);
    const fresh = createLocalClient({ database: name, delays: NO_DELAYS });
    expect(await fresh.auth.currentUser()).toBeNull();
    await fresh.start();
    expect(await fresh.profile.get()).toBeNull();
  });

  it("names a profile's initial goals as the server does", async () => {
    const client = createLocalClient({ database: database(), delays: NO_DELAYS });
    const user = await client.start();
    await client.profile.save(PROFILE);
    await client.profile.save({ ...PROFILE, targetAudience: 'collectors' });
    const goals = await client.goals.list();
    expect(goals.map((g) => g.id)).toEqual([initialGoalId(user.id, 'increase_sales')]);
  });

  it('two tabs generating the day at once record one day: the later one answers the first one’s tasks', async () => {
    const name = database();
    const first = createLocalClient({ database: name, delays: NO_DELAYS });
    await first.start();
    await first.profile.save(PROFILE);
    const second = createLocalClient({ database: name, delays: NO_DELAYS });
    const [a, b] = await Promise.all([first.tasks.generateDaily(), second.tasks.generateDaily()]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.tasks.map((t) => t.id)).toEqual(b.tasks.map((t) => t.id));
    expect((await first.tasks.list()).length).toBe(a.tasks.length);
    await first.close();
    await second.close();
  });
});
