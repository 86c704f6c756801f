// 'Create an account' from the demo (keep.ts): what goes through the account's ordinary routes, what the
// one POST /api/import/demo carries, and that trying again never doubles anything. The account here is a
// second local client (the same interface as the HTTP one); the import request is captured.
import 'fake-indexeddb/auto';
import { DemoImportRequest } from '@market-muse/contracts/requests';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { createLocalClient, keepDemoWork, NO_DELAYS } from '../src/local/index.ts';

const PROFILE = {
  creativeTypes: ['photography'],
  experienceLevel: 'beginner',
  currentProjectName: 'Harbour Prints',
  targetAudience: 'tourists',
  businessGoals: ['increase_sales'],
  onboardingCompleted: true,
};

let n = 0;
const fresh = async () => {
  const client = createLocalClient({ database: `keep-${++n}`, delays: NO_DELAYS });
  await client.start();
  return client;
};

/** A fetch that records the import's body and answers as the server would. */
const importEndpoint = () => {
  const bodies: DemoImportRequest[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const body = Schema.decodeUnknownSync(DemoImportRequest)(JSON.parse(String(init.body)));
    bodies.push(body);
    return Response.json({
      roadmaps: body.roadmaps.length,
      tasks: 0,
      chatTurns: body.chat.length,
      posts: body.posts.length,
    });
  }) as typeof globalThis.fetch;
  return { bodies, fetch };
};

describe("keeping the demo's work", () => {
  it('sends profile, projects and goals through the routes, the rest in one import the contract accepts', async () => {
    const demo = await fresh();
    await demo.profile.save(PROFILE);
    // The profile's current project is the active project.
    const project = (await demo.projects.active())!;
    await demo.goals.create({ title: 'Sell 20 prints', targetValue: 20, projectId: project.id });
    await demo.roadmaps.generate();
    const daily = await demo.tasks.generateDaily();
    await demo.tasks.complete(daily.tasks[0]!.id);
    await demo.ai.advice({ context: 'How do I price prints?' });
    const post = await demo.calendar.schedule({
      text: 'Dawn #prints',
      platform: 'instagram',
      scheduledAt: '2026-04-01T08:00:00Z',
    });
    await demo.calendar.publish(post.id);
    const dropped = await demo.calendar.schedule({ text: 'Scrapped', platform: 'twitter' });
    await demo.calendar.remove(dropped.id);

    const account = await fresh();
    const endpoint = importEndpoint();
    const kept = await keepDemoWork((await demo.snapshot())!, account, { fetch: endpoint.fetch });
    expect(kept).toMatchObject({ projects: 1, goals: 2, roadmaps: 1, chatTurns: 1, posts: 1 });
    expect((await account.profile.get())?.targetAudience).toBe('tourists');
    const [accountProject] = await account.projects.list();
    expect(accountProject).toMatchObject({ name: 'Harbour Prints', isActive: true });
    expect((await account.goals.list()).map((g) => g.title).sort()).toEqual(
      (await demo.goals.list()).map((g) => g.title).sort(),
    );

    const [body] = endpoint.bodies;
    expect(body?.roadmaps[0]?.projectId).toBe(accountProject!.id);
    expect(body?.days[0]?.tasks.filter((t) => t.completed)).toHaveLength(1);
    expect(body?.chat.map((t) => t.message)).toEqual(['How do I price prints?']);
    expect(body?.posts).toEqual([
      {
        text: 'Dawn #prints',
        platform: 'instagram',
        scheduledAt: '2026-04-01T08:00:00.000Z',
        source: 'manual',
        published: true,
      },
    ]);
  });

  it('trying again after an interrupted attempt reuses what it made; an account with work is refused first', async () => {
    const demo = await fresh();
    await demo.profile.save(PROFILE);
    expect((await demo.projects.active())?.name).toBe('Harbour Prints');
    await demo.goals.create({ title: 'Sell 20 prints', targetValue: 20 });
    const snapshot = (await demo.snapshot())!;

    const account = await fresh();
    const failing = (async () => new Response('Service Unavailable', { status: 503 })) as typeof fetch;
    await expect(keepDemoWork(snapshot, account, { fetch: failing })).rejects.toThrow('503');
    await keepDemoWork(snapshot, account, { fetch: importEndpoint().fetch });
    expect(await account.projects.list()).toHaveLength(1);
    expect((await account.goals.list()).filter((g) => g.title === 'Sell 20 prints')).toHaveLength(1);

    // Once the account has work of its own, nothing is written and the server's 409 text is given.
    await account.roadmaps.generate();
    const before = await account.projects.list();
    const refused = await keepDemoWork(snapshot, account, { fetch: importEndpoint().fetch }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect(await account.projects.list()).toEqual(before);
  });
});
