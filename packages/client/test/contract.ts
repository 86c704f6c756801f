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
  });
}
