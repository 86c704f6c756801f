import { SqlClient } from '@effect/sql';
import { AdvisorReads } from '@market-muse/domain';
import { Effect, Layer } from 'effect';
import { loadAdvisorContext } from './advisorContext.ts';
import { chatHistory } from './advisorResults.ts';
import { recentPostIdeas } from './contentHistory.ts';
import { getGoal, listGoals } from './goals.ts';
import { getProfile } from './profiles.ts';
import { projectScopeOf, scoped } from './projectScope.ts';
import { getActiveProject, getProject } from './projects.ts';
import { getActiveRoadmap } from './roadmaps.ts';
import { listTasks } from './tasks.ts';

/**
 * The advisor's use cases read the inline read models: each read runs on this process's database, and a
 * database failure is a server fault (500), as every read a handler makes.
 */
export const AdvisorReadsLive = Layer.effect(
  AdvisorReads,
  Effect.map(SqlClient.SqlClient, (sql) => {
    const read = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
      effect.pipe(Effect.provideService(SqlClient.SqlClient, sql), Effect.orDie);
    return AdvisorReads.of({
      context: (userId, project, now) => read(loadAdvisorContext(userId, project, now)),
      profile: (userId) => read(getProfile(userId)),
      activeRoadmap: (userId) =>
        read(Effect.flatMap(projectScopeOf(userId), (scope) => getActiveRoadmap(userId, scope))),
      recentPostIdeas: (userId) => read(recentPostIdeas(userId)),
      chatHistory: (userId, limit) => read(chatHistory(userId, limit)),
      goal: (userId, goalId) => read(getGoal(userId, goalId)),
      // The active goal is the active project's, so a roadmap for a second project is that project's own.
      activeGoal: (userId) =>
        read(
          Effect.zipWith(
            projectScopeOf(userId),
            listGoals(userId),
            (scope, goals) => scoped(scope, goals).find((g) => g.status === 'active') ?? null,
          ),
        ),
      project: (userId, projectId) => read(getProject(userId, projectId)),
      activeProject: (userId) => read(getActiveProject(userId)),
      projectTasks: (userId, projectId) =>
        read(Effect.zipWith(projectScopeOf(userId, projectId), listTasks(userId), scoped)),
    });
  }),
);
