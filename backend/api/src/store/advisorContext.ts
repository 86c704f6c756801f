import { EMPTY_PROFILE } from '@market-muse/advisor';
import type { AdvisorContext, Profile, Project } from '@market-muse/contracts';
import { userToday } from '@market-muse/domain';
import { Effect } from 'effect';
import { listGoals } from './goals.ts';
import { ownResults } from './plannedPosts.ts';
import { getProfile } from './profiles.ts';
import { projectScopeOf, scoped } from './projectScope.ts';
import { getActiveProject } from './projects.ts';
import { advisorTasks } from './tasks.ts';

export interface LoadedContext {
  readonly context: AdvisorContext;
  readonly profile: Profile | null;
  readonly project: Project | null;
}

/**
 * How far back the advisor's context keeps completed tasks from the time it is asked at: the advisor reads
 * the completions of the 14 days before the user's today, and a user's today starts at most two days before
 * the time (a day's start, and a time zone up to a day behind UTC), so these hold every one it reads.
 */
const COMPLETED_SINCE_MS = 16 * 86_400_000;

/**
 * Everything the advisor may use for one user, asked at `now`: profile, project (the given one, else the
 * active one), that project's goals and the tasks the advisor reads (`advisorTasks`), the user's today (in
 * the profile's time zone) and the numbers of their published posts.
 */
export const loadAdvisorContext = (userId: string, project?: Project | null, now: Date = new Date()) =>
  Effect.gen(function* () {
    const profile = yield* getProfile(userId);
    const chosen = project === undefined ? yield* getActiveProject(userId) : project;
    // The goals and tasks of the chosen project only: advice about one project never mixes in another's plan.
    const scope = yield* projectScopeOf(userId, chosen?.id ?? null);
    const goals = scoped(scope, yield* listGoals(userId));
    const tasks = scoped(
      scope,
      yield* advisorTasks(userId, scope, new Date(now.getTime() - COMPLETED_SINCE_MS)),
    );
    const results = yield* ownResults(userId, profile?.timezone);
    const context: AdvisorContext = {
      userId,
      date: userToday(now, profile?.timezone),
      profile: profile ?? EMPTY_PROFILE,
      project: chosen,
      goals,
      tasks,
      ...(results.posts > 0 ? { ownResults: results } : {}),
    };
    return { context, profile, project: chosen } satisfies LoadedContext;
  });
