import type {
  AdvisorContext,
  ChatMessage,
  Goal,
  Profile,
  Project,
  Roadmap,
  RoadmapPlan,
  Task,
} from '@market-muse/contracts';
import { Context, type Effect } from 'effect';

/** Everything the advisor may use for one user, with the profile and project it was built from. */
export interface LoadedAdvisorContext {
  /** The profile, the project, that project's own goals and tasks, and the user's today. */
  readonly context: AdvisorContext;
  readonly profile: Profile | null;
  readonly project: Project | null;
}

/**
 * The read models the advisor's use cases consult: the server answers from its inline read models in
 * PostgreSQL, demo mode from the log folded in the browser. Reads cannot fail as far as a use case is
 * concerned: a storage failure is the adapter's fault and ends the request.
 */
export interface AdvisorReadsService {
  /**
   * The advisor's context for a project (the given one, else the active one; scoped to it, as every read),
   * asked at `now` (the command's time; the current time when absent): a store may leave out what the
   * advisor does not read at that time, such as tasks completed long before it.
   */
  readonly context: (
    userId: string,
    project?: Project | null,
    now?: Date,
  ) => Effect.Effect<LoadedAdvisorContext>;
  /** The user's marketing profile, or null before onboarding. */
  readonly profile: (userId: string) => Effect.Effect<Profile | null>;
  /** The active roadmap of the active project, with its plan, or null. */
  readonly activeRoadmap: (
    userId: string,
  ) => Effect.Effect<{ readonly roadmap: Roadmap; readonly plan: RoadmapPlan } | null>;
  /** Post ideas of the user's last content generations (newest first). */
  readonly recentPostIdeas: (userId: string) => Effect.Effect<ReadonlyArray<string>>;
  /** The latest messages of the conversation, oldest first. */
  readonly chatHistory: (userId: string, limit: number) => Effect.Effect<ReadonlyArray<ChatMessage>>;
  /** The user's goal with this id, or null (missing or another user's). */
  readonly goal: (userId: string, goalId: string) => Effect.Effect<Goal | null>;
  /** The active project's first active goal, or null. */
  readonly activeGoal: (userId: string) => Effect.Effect<Goal | null>;
  readonly project: (userId: string, projectId: string) => Effect.Effect<Project | null>;
  readonly activeProject: (userId: string) => Effect.Effect<Project | null>;
  /** The tasks of a project (the active one when null), those recorded before projects included. */
  readonly projectTasks: (userId: string, projectId: string | null) => Effect.Effect<ReadonlyArray<Task>>;
}

export class AdvisorReads extends Context.Tag('@market-muse/domain/AdvisorReads')<
  AdvisorReads,
  AdvisorReadsService
>() {}
