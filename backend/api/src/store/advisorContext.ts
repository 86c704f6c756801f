import { EMPTY_PROFILE, localDate } from '@market-muse/advisor';
import type { AdvisorContext, Profile, Project } from '@market-muse/contracts';
import { Effect } from 'effect';
import { listGoals } from './goals.ts';
import { getProfile } from './profiles.ts';
import { getActiveProject } from './projects.ts';
import { listTasks } from './tasks.ts';

/** The calendar date (yyyy-mm-dd) of `at` in the user's IANA time zone (UTC when unknown or absent). */
export const dateIn = (timezone: string | null | undefined, at: Date = new Date()) => localDate(at, timezone);

/** Monday and Sunday (yyyy-mm-dd) of the week holding `date`. */
export const weekOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  const fromMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - fromMonday * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
};

export interface LoadedContext {
  readonly context: AdvisorContext;
  readonly profile: Profile | null;
  readonly project: Project | null;
}

/**
 * Everything the advisor may use for one user: profile, project (the given one, else the active one), goals,
 * task history and the user's today (in the profile's time zone).
 */
export const loadAdvisorContext = (userId: string, project?: Project | null) =>
  Effect.gen(function* () {
    const profile = yield* getProfile(userId);
    const chosen = project === undefined ? yield* getActiveProject(userId) : project;
    const goals = yield* listGoals(userId);
    const tasks = yield* listTasks(userId);
    const context: AdvisorContext = {
      userId,
      date: dateIn(profile?.timezone),
      profile: profile ?? EMPTY_PROFILE,
      project: chosen,
      goals,
      tasks,
    };
    return { context, profile, project: chosen } satisfies LoadedContext;
  });
