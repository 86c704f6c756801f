// The client's contract: what every implementation (HTTP on the real server, and demo mode's local one)
// must answer, with the same expectations. Each implementation's suite calls describeClientContract.
import { describe, expect, it } from 'vitest';
import type { MarketMuseClient } from '../src/client.ts';
import { ApiError, isUnauthorized } from '../src/errors.ts';

export interface ContractTarget {
  /** A fresh client with no session (its own cookie jar, or its own local store). */
  readonly newClient: () => MarketMuseClient;
  readonly uniqueEmail: (name: string) => string;
}

const PROFILE = {
  creativeTypes: ['photography'],
  experienceLevel: 'intermediate',
  currentProjectName: 'Coastal Light',
  targetAudience: 'coffee shop owners',
  businessGoals: ['grow_following'],
  availableTime: 'moderate',
  onboardingCompleted: true,
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

export function describeClientContract(name: string, target: ContractTarget): void {
  describe(`client contract: ${name}`, () => {
    const signedUp = async () => {
      const client = target.newClient();
      const email = target.uniqueEmail('contract');
      const user = await client.auth.register({
        email,
        password: 'correct horse',
        firstName: 'Ada',
        lastName: 'L',
      });
      return { client, user, email };
    };

    it('signed out: no current user, and user data answers 401', async () => {
      const client = target.newClient();
      expect(await client.auth.currentUser()).toBeNull();
      expect(isUnauthorized(await failure(client.projects.list()))).toBe(true);
    });

    it('signs up, knows the user, has no profile until it is saved, then signs out', async () => {
      const { client, user, email } = await signedUp();
      expect(user.email).toBe(email);
      expect((await client.auth.currentUser())?.firstName).toBe('Ada');
      expect(await client.profile.get()).toBeNull();
      const saved = await client.profile.save(PROFILE);
      expect(saved.onboardingCompleted).toBe(true);
      expect(saved.creativeType).toBe('photography');
      expect((await client.profile.get())?.targetAudience).toBe('coffee shop owners');
      await client.auth.logout();
      expect(await client.auth.currentUser()).toBeNull();
    });

    it('projects: field-named 400s, one active project, 404 for an unknown id', async () => {
      const { client } = await signedUp();
      expect(await client.projects.list()).toEqual([]);
      const invalid = await failure(
        client.projects.create({ name: ' ', projectType: 'book', projectStage: 'idea' }),
      );
      expect(invalid).toBeInstanceOf(ApiError);
      expect((invalid as ApiError).message).toBe('400: name: Project name is required');
      const first = await client.projects.create({
        name: 'Debut novel',
        projectType: 'book',
        projectStage: 'idea',
      });
      const second = await client.projects.create({
        name: 'Print shop',
        projectType: 'product',
        projectStage: 'launch',
      });
      expect(first.isActive).toBe(true);
      await client.projects.activate(second.id);
      const list = await client.projects.list();
      expect(list.filter((p) => p.isActive).map((p) => p.id)).toEqual([second.id]);
      expect((await client.projects.active())?.id).toBe(second.id);
      expect((await client.projects.get(first.id)).name).toBe('Debut novel');
      expect(((await failure(client.projects.get('nope'))) as ApiError).status).toBe(404);
    });

    it('goals, roadmap, daily tasks (never doubled), completing and reopening, dashboard', async () => {
      const { client } = await signedUp();
      await client.profile.save(PROFILE);
      const goals = await client.goals.list();
      expect(goals.map((g) => g.status)).toContain('active');
      const goal = await client.goals.create({
        title: 'Reach 1,000 followers',
        targetValue: 1000,
        unit: 'followers',
      });
      expect((await client.goals.progress(goal.id, { currentValue: 250 })).progress).toBe(25);
      const roadmap = await client.roadmaps.generate({ goalId: goal.id });
      expect(roadmap.phases.length).toBeGreaterThan(0);
      expect((await client.roadmaps.list())[0]?.id).toBe(roadmap.id);
      const daily = await client.tasks.generateDaily();
      expect(daily.created).toBe(true);
      expect(daily.tasks.length).toBeGreaterThan(0);
      const again = await client.tasks.generateDaily();
      expect(again.created).toBe(false);
      expect(again.tasks.map((t) => t.id)).toEqual(daily.tasks.map((t) => t.id));
      const task = daily.tasks[0]!;
      expect((await client.tasks.complete(task.id)).completed).toBe(true);
      const dashboard = await client.dashboard.get();
      expect(dashboard.progressText).toBe('All set! Ready to grow');
      expect(dashboard.quickStats.completedTasks).toBe(1);
      expect((await client.tasks.reopen(task.id)).status).toBe('pending');
      expect((await client.goals.complete(goal.id)).status).toBe('completed');
    });

    it('a daily task done before the roadmap is done in the roadmap too, not pending again', async () => {
      const { client } = await signedUp();
      await client.profile.save(PROFILE);
      const daily = await client.tasks.generateDaily();
      const starter = daily.tasks[0]!;
      await client.tasks.complete(starter.id);
      const roadmap = await client.roadmaps.generate();
      const key = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();
      const tasks = await client.tasks.list();
      const same = tasks.filter((t) => key(t.title) === key(starter.title));
      expect(same.some((t) => t.roadmapId === roadmap.id && t.completed)).toBe(true);
      expect(same.filter((t) => t.status === 'pending')).toEqual([]);
      const own = tasks.filter((t) => t.roadmapId === roadmap.id);
      expect((await client.dashboard.get()).roadmapProgress).toMatchObject({
        roadmapId: roadmap.id,
        completedTasks: 1,
        totalTasks: own.length,
      });
    });

    it('content suggestions: each regeneration gives new ideas, avoiding the last three generations', async () => {
      const { client } = await signedUp();
      await client.profile.save(PROFILE);
      const shown: string[][] = [];
      for (let i = 0; i < 4; i++) {
        const ideas = (await client.ai.contentSuggestions({ contentType: 'social_media' })).postIdeas;
        const recent = new Set(shown.slice(-3).flat());
        if (i > 0)
          expect(ideas.filter((idea) => !recent.has(idea)).length / ideas.length).toBeGreaterThanOrEqual(0.8);
        shown.push([...ideas]);
      }
    });

    it('advisor: insights, content, strategy, analysis, and streamed advice kept in the chat history', async () => {
      const { client } = await signedUp();
      await client.profile.save(PROFILE);
      const insights = await client.insights.generate();
      expect(insights.keyInsights.length).toBeGreaterThan(0);
      const content = await client.ai.contentSuggestions({ contentType: 'social_media' });
      expect(content.postIdeas.length).toBeGreaterThanOrEqual(5);
      expect(content.hashtags.length).toBeGreaterThanOrEqual(15);
      expect((await client.ai.strategy({ timeframe: '30days' })).strategy.phases.length).toBeGreaterThan(0);
      const analysis = await client.ai.analyzeContent({
        content: 'New print drop Friday! Link in bio.',
        platform: 'instagram',
      });
      expect(analysis.analysis.score).toBeGreaterThan(0);
      const deltas: string[] = [];
      const advice = await client.ai.adviceStream(
        { context: 'How should I price my prints?' },
        { onDelta: (t) => deltas.push(t) },
      );
      expect(deltas.length).toBeGreaterThan(0);
      expect(advice.advice.length).toBeGreaterThan(0);
      const history = await client.ai.chatHistory();
      expect(history.map((m) => m.type)).toEqual(['user', 'ai']);
      expect(history[0]?.message).toBe('How should I price my prints?');
    });

    it('strategy: kept with its ticks in the content history; an action added as a task', async () => {
      const { client } = await signedUp();
      await client.profile.save(PROFILE);
      const saved = await client.ai.strategy({ timeframe: '30days' });
      expect(saved.keptActions).toEqual([]);
      const ticked = await client.ai.keepStrategyAction(saved.id, { phase: 0, action: 1, kept: true });
      expect(ticked.keptActions).toEqual([{ phase: 0, action: 1 }]);
      const entry = (await client.content.history()).find((e) => e.id === saved.id);
      expect(entry?.kind).toBe('strategy');
      expect(entry?.strategy?.keptActions).toEqual([{ phase: 0, action: 1 }]);
      const missing = await failure(
        client.ai.keepStrategyAction(crypto.randomUUID(), { phase: 0, action: 0, kept: true }),
      );
      expect((missing as ApiError).message).toBe('404: Strategy not found');
      const title = saved.strategy.phases[0]!.actions[0]!;
      const task = await client.tasks.create({ title });
      expect(task).toMatchObject({ title, status: 'pending', estimatedTime: 30 });
      expect((await client.tasks.list()).map((t) => t.title)).toContain(title);
      const blank = await failure(client.tasks.create({ title: ' ' }));
      expect((blank as ApiError).message).toBe('400: title: Task title is required');
    });

    it('chat: a stopped answer keeps exactly what was shown, under the turn the stream named', async () => {
      const { client } = await signedUp();
      await client.profile.save(PROFILE);
      let turnId: string | undefined;
      await client.ai.adviceStream(
        { context: 'Should I start a Patreon?' },
        {
          onTurn: (id) => {
            turnId = id;
          },
        },
      );
      expect(turnId).toMatch(/^[0-9a-f-]{36}$/);
      const stopped = await client.ai.stopAnswer({
        context: 'Should I start a Patreon?',
        shown: 'Only',
        turnId,
      });
      expect(stopped).toMatchObject({ type: 'ai', message: 'Only', stopped: true });
      const history = await client.ai.chatHistory();
      expect(history.map((m) => [m.type, m.message, m.stopped ?? false])).toEqual([
        ['user', 'Should I start a Patreon?', false],
        ['ai', 'Only', true],
      ]);
      const refused = await failure(client.ai.stopAnswer({ context: 'Hi', shown: '', turnId: 'turn-1' }));
      expect((refused as ApiError).message).toMatch(/^400: turnId: /);
    });

    it('calendar: plans, edits, moves, publishes, deletes; 400 and 404 texts; .ics export; content history', async () => {
      const { client } = await signedUp();
      await client.profile.save(PROFILE);
      expect(await client.calendar.list()).toEqual([]);
      const blank = await failure(client.calendar.schedule({ text: ' ', platform: 'instagram' }));
      expect((blank as ApiError).message).toBe('400: text: Post text is required');
      const planned = await client.calendar.schedule({
        text: 'Studio tour',
        platform: 'instagram',
        scheduledAt: '2026-11-24T09:00:00Z',
        source: 'idea',
      });
      expect(planned).toMatchObject({
        text: 'Studio tour',
        scheduledAt: '2026-11-24T09:00:00.000Z',
        status: 'planned',
        source: 'idea',
      });
      const defaulted = await client.calendar.schedule({ text: 'Print drop', platform: 'twitter' });
      expect(Date.parse(defaulted.scheduledAt)).toBeGreaterThan(Date.now());
      expect(defaulted.source).toBe('manual');
      const moved = await client.calendar.update(planned.id, {
        scheduledAt: '2030-03-12T10:00:00Z',
        text: 'Tour',
      });
      expect(moved).toMatchObject({ text: 'Tour', scheduledAt: '2030-03-12T10:00:00.000Z' });
      const march = await client.calendar.list({
        from: '2030-03-01T00:00:00Z',
        to: '2030-04-01T00:00:00Z',
      });
      expect(march.map((p) => p.id)).toEqual([planned.id]);
      expect((await client.calendar.publish(planned.id)).status).toBe('published');
      expect((await client.calendar.unpublish(planned.id)).status).toBe('planned');
      const ics = await client.calendar.exportIcs();
      expect(ics).toContain(`UID:${planned.id}@market-muse`);
      expect(ics).toContain('SUMMARY:Instagram: Tour');
      await client.calendar.remove(planned.id);
      const gone = await failure(client.calendar.publish(planned.id));
      expect((gone as ApiError).message).toBe('404: Planned post not found');
      expect((await client.calendar.list()).map((p) => p.id)).toEqual([defaulted.id]);

      expect(await client.content.history()).toEqual([]);
      const content = await client.ai.contentSuggestions({ contentType: 'social_media' });
      const history = await client.content.history();
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ kind: 'content_suggestions' });
      expect(history[0]?.ideas).toEqual(content.postIdeas);
    });

    it('progress: overview, the past as of a date, the timeline in pages, own events as CSV and NDJSON', async () => {
      const { client } = await signedUp();
      const empty = await client.progress.overview();
      expect(empty.tasksPerWeek.every((w) => w.completed === 0)).toBe(true);
      await client.profile.save(PROFILE);
      const goal = await client.goals.create({ title: 'Sell 10 prints', targetValue: 10, unit: 'sales' });
      await client.goals.progress(goal.id, { currentValue: 4 });
      await client.roadmaps.generate({ goalId: goal.id });
      const before = new Date().toISOString();
      // A later instant than `before`, whatever the clock's resolution.
      await expect.poll(() => new Date().toISOString() > before).toBe(true);
      const daily = await client.tasks.generateDaily();
      await client.tasks.complete(daily.tasks[0]!.id);

      const overview = await client.progress.overview();
      expect(overview.since).not.toBeNull();
      expect(overview.tasksPerWeek.reduce((sum, w) => sum + w.completed, 0)).toBe(1);
      expect(overview.goals.find((g) => g.goalId === goal.id)).toBeDefined();
      expect(overview.roadmap?.phases.length).toBeGreaterThan(0);

      const past = await client.progress.asOf(before);
      expect(past.dashboard.completedTasks).toBe(0);
      expect(past.goals.find((g) => g.id === goal.id)?.currentValue).toBe(4);
      const present = await client.progress.asOf(new Date().toISOString());
      expect(present.dashboard.completedTasks).toBe(1);
      expect(((await failure(client.progress.asOf('not a date'))) as ApiError).status).toBe(400);

      const first = await client.progress.timeline({ limit: 2 });
      expect(first.items).toHaveLength(2);
      expect(first.items[0]?.text).toMatch(/^Completed '/);
      expect(first.nextCursor).not.toBeNull();
      const second = await client.progress.timeline({ before: first.nextCursor!, limit: 2 });
      expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);

      const csv = (await client.progress.download('csv')).trim().split('\n');
      expect(csv[0]?.split(',')).toContain('type');
      expect(csv.some((line) => line.includes('TaskCompleted'))).toBe(true);
      const ndjson = (await client.progress.download('ndjson')).trim().split('\n');
      expect(ndjson.map((line) => JSON.parse(line).type)).toContain('TaskCompleted');
      expect(ndjson.length).toBe(csv.length - 1);
    });

    it('community: a personal guide, and the weekly habit on the task list once', async () => {
      const { client } = await signedUp();
      await client.profile.save(PROFILE);
      const guide = await client.community.guide();
      expect(guide.creativeType).toBe('Photography');
      expect(guide.communities).toHaveLength(5);
      const first = await client.community.addHabit();
      expect(first.created).toBe(true);
      expect(first.task.title).toBe(guide.habit.title);
      const again = await client.community.addHabit();
      expect(again.created).toBe(false);
      expect(again.task.id).toBe(first.task.id);
      expect((await client.tasks.list()).filter((t) => t.id === first.task.id)).toHaveLength(1);
    });
  });
}
