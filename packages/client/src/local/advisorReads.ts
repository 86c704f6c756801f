import { EMPTY_PROFILE } from '@market-muse/advisor';
import type { Project } from '@market-muse/contracts';
import {
  type AdvisorReadsService,
  firstProjectOf,
  inProjectScope,
  recentPostIdeas,
  userToday,
} from '@market-muse/domain';
import { Effect } from 'effect';
import type { LocalState } from './views.ts';

/** One project's part of the state, the active one's unless named (the domain's rule, as on the server). */
export const scopeOf = (state: LocalState, projectId?: string | null) =>
  inProjectScope({
    projectId: projectId === undefined ? (state.activeProject?.id ?? null) : projectId,
    firstProjectId: firstProjectOf(state.projects),
  });

/** The advisor's use cases read the visitor's log, folded once before the use case runs. */
export const localAdvisorReads = (state: LocalState, now: () => Date): AdvisorReadsService => {
  const activeGoal = state.goals.filter(scopeOf(state)).find((g) => g.status === 'active') ?? null;
  const activeRoadmap =
    state.roadmaps.find((r) => r.roadmap.status === 'active' && scopeOf(state)(r.roadmap)) ?? null;
  return {
    context: (userId, project?: Project | null) => {
      const chosen = project === undefined ? state.activeProject : project;
      const inScope = scopeOf(state, chosen?.id ?? null);
      return Effect.succeed({
        context: {
          userId,
          date: userToday(now(), state.profile?.timezone),
          profile: state.profile ?? EMPTY_PROFILE,
          project: chosen,
          goals: state.goals.filter(inScope),
          tasks: state.tasks.filter(inScope),
        },
        profile: state.profile,
        project: chosen,
      });
    },
    profile: () => Effect.succeed(state.profile),
    activeRoadmap: () => Effect.succeed(activeRoadmap),
    recentPostIdeas: () => Effect.succeed(recentPostIdeas(state.contentGenerations)),
    chatHistory: (_, limit) => Effect.succeed(state.chat.slice(-limit)),
    goal: (_, goalId) => Effect.succeed(state.goals.find((g) => g.id === goalId) ?? null),
    activeGoal: () => Effect.succeed(activeGoal),
    project: (_, projectId) => Effect.succeed(state.projects.find((p) => p.id === projectId) ?? null),
    activeProject: () => Effect.succeed(state.activeProject),
    // A null project is the active one, as on the server.
    projectTasks: (_, projectId) =>
      Effect.succeed(state.tasks.filter(scopeOf(state, projectId ?? undefined))),
  };
};
