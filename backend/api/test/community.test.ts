import type { CommunityGuide, CommunityHabitResult } from '@market-muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startApp } from './harness.ts';
import { type App, profileA, saveProfile, signedIn, tasksOf } from './roadmapsScenario.ts';

describe.each(databaseKinds)('community on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a guide written for the profile, then adds the weekly habit once a week', async () => {
    const c = await signedIn(app);
    await saveProfile(c, { ...profileA, creativeTypes: ['music'], experienceLevel: 'advanced' });

    const answer = await c.get('/api/community');
    expect(answer.status).toBe(200);
    const guide = { json: answer.json as CommunityGuide };
    expect(guide.json.creativeType).toBe('Music');
    expect(guide.json.communities.map((k: { kind: string }) => k.kind).sort()).toEqual([
      'associations',
      'critique',
      'markets',
      'meetups',
      'online',
    ]);
    expect(guide.json.etiquette.length).toBeGreaterThan(2);
    expect(guide.json.source).toBe('local');

    const posted = await c.post('/api/community/habit');
    expect(posted.status).toBe(200);
    const first = { json: posted.json as CommunityHabitResult };
    expect(first.json.created).toBe(true);
    expect(first.json.task).toMatchObject({
      title: guide.json.habit.title,
      category: guide.json.habit.category,
      status: 'pending',
    });

    const again = await c.post('/api/community/habit');
    expect(again.json).toEqual({ task: first.json.task, created: false });
    const habits = (await tasksOf(c)).filter((t) => t.title === guide.json.habit.title);
    expect(habits).toHaveLength(1);
  });

  it('writes the guide for each creative type the user chose, and keeps habits per user', async () => {
    const photographer = await signedIn(app, 'Pia');
    await saveProfile(photographer, { ...profileA, creativeTypes: ['photography'] });
    const writer = await signedIn(app, 'Wren');
    await saveProfile(writer, { ...profileA, creativeTypes: ['writing'] });

    const [a, b] = (
      await Promise.all([photographer.get('/api/community'), writer.get('/api/community')])
    ).map((r) => ({ json: r.json as CommunityGuide })) as [
      { json: CommunityGuide },
      { json: CommunityGuide },
    ];
    expect(a.json.creativeType).toBe('Photography');
    expect(b.json.creativeType).not.toBe('Photography');
    expect(JSON.stringify(a.json.communities)).not.toEqual(JSON.stringify(b.json.communities));

    // Concurrent adds by two users (and twice by one) give one task each.
    const results = await Promise.all([
      photographer.post('/api/community/habit'),
      photographer.post('/api/community/habit'),
      writer.post('/api/community/habit'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const habits = results.map((r) => ({ json: r.json as CommunityHabitResult }));
    expect(habits.filter((r) => r.json.created)).toHaveLength(2);
    expect(habits[0]!.json.task.id).toBe(habits[1]!.json.task.id);
    expect(habits[2]!.json.task.id).not.toBe(habits[0]!.json.task.id);
    expect((await tasksOf(writer)).map((t) => t.id)).not.toContain(habits[0]!.json.task.id);
  });

  it('is for signed-in users only', async () => {
    const { client } = await import('./harness.ts');
    const anonymous = client(app.url);
    expect((await anonymous.get('/api/community')).status).toBe(401);
    expect((await anonymous.post('/api/community/habit')).status).toBe(401);
  });
});
