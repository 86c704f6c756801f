import { Effect } from 'effect';
import { userToday } from '../dates.ts';
import { dailyGenerationOf, recordDailyTasks } from '../tasks/generateDaily.ts';
import { Advisor } from './advisor.ts';
import { type CommandClock, inTurn } from './commandTurn.ts';
import { AdvisorReads } from './reads.ts';

/**
 * The day's tasks of the active project: the day's recorded generation when there is one (the advisor is
 * not asked again), else the advisor's tasks for the day, following the active roadmap's plan, recorded
 * with their generation. Of two generations at once one wins and both answer with it (`created` false for
 * the other).
 */
export const generateDayTasks = (userId: string, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const reads = yield* AdvisorReads;
    // Most calls of a day find its generation: that answer needs the user's day and active project only,
    // not the advisor's whole context (goals, open and recent tasks, results), which is read after.
    const profile = yield* reads.profile(userId);
    const project = yield* reads.activeProject(userId);
    const timezone = profile?.timezone;
    const date = userToday(contextNow().now, timezone);
    const projectId = project?.id ?? null;
    const existing = yield* dailyGenerationOf(userId, date, projectId);
    if (existing) return { created: false, generation: existing };
    const loaded = yield* reads.context(userId, project, contextNow().now);
    const active = yield* reads.activeRoadmap(userId);
    const advisor = yield* Advisor;
    const daily = yield* Effect.promise(() =>
      advisor.dailyTasks(
        { ...loaded.context, date },
        active
          ? { plan: active.plan, roadmapStartedOn: userToday(new Date(active.roadmap.createdAt), timezone) }
          : {},
      ),
    );
    return yield* inTurn(
      recordDailyTasks(
        {
          userId,
          date,
          roadmapId: active?.roadmap.id ?? null,
          projectId,
          daily,
          openTaskTitles: loaded.context.tasks.filter((t) => t.status === 'pending').map((t) => t.title),
        },
        contextNow(),
      ),
    );
  });
