import { SqlClient } from '@effect/sql';
import type { PlanPhase, Roadmap, RoadmapPlan } from '@market-muse/contracts';
import { inProjectScope, type ProjectScope } from '@market-muse/domain';
import { Effect } from 'effect';
import { isUuid } from './projects.ts';

interface RoadmapRow {
  readonly id: string;
  readonly user_id: string;
  readonly goal_id: string | null;
  readonly project_id: string | null;
  readonly title: string;
  readonly description: string;
  readonly status: Roadmap['status'];
  readonly total_steps: number;
  readonly completed_steps: string | number;
  readonly estimated_duration: string;
  readonly weekly_minutes: number;
  readonly phases: ReadonlyArray<PlanPhase>;
  readonly source: RoadmapPlan['source'];
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** A roadmap with the plan it was generated from (the daily generation reads the plan's phases). */
export interface StoredRoadmap {
  readonly roadmap: Roadmap;
  readonly plan: RoadmapPlan;
}

const toStored = (row: RoadmapRow): StoredRoadmap => ({
  roadmap: {
    id: row.id,
    userId: row.user_id,
    goalId: row.goal_id,
    projectId: row.project_id,
    title: row.title,
    description: row.description,
    status: row.status,
    totalSteps: row.total_steps,
    completedSteps: Number(row.completed_steps),
    estimatedDuration: row.estimated_duration,
    phases: row.phases,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  },
  plan: {
    title: row.title,
    description: row.description,
    estimatedDuration: row.estimated_duration,
    totalSteps: row.total_steps,
    weeklyMinutes: row.weekly_minutes,
    phases: row.phases,
    source: row.source,
  },
});

/**
 * Completed steps are those whose tasks are all completed; updatedAt moves with the latest task change.
 * Both come from the tasks model, so they follow task completion at once.
 */
const select = (sql: SqlClient.SqlClient, userId: string, id: string | null) => sql<RoadmapRow>`
  select r.id::text, r.user_id::text, r.goal_id::text, r.project_id::text, r.title, r.description, r.status,
    r.total_steps, coalesce(s.completed_steps, 0) as completed_steps, r.estimated_duration, r.weekly_minutes,
    r.phases, r.source, r.created_at, greatest(r.updated_at, s.last_change) as updated_at
  from rm.roadmaps r
  left join lateral (
    select count(*) filter (where done) as completed_steps, max(last_change) as last_change
    from (
      select bool_and(t.status = 'completed') as done, max(t.updated_at) as last_change
      from rm.tasks t
      where t.roadmap_id = r.id and t.user_id = r.user_id and t.phase_index is not null
      group by t.phase_index, t.step_index
    ) steps
  ) s on true
  where r.user_id = ${userId}::uuid ${id === null ? sql`` : sql`and r.id = ${id}::uuid`}
  order by r.status = 'active' desc, r.created_at desc, r.seq desc`;

/** The user's roadmaps, active first, newest first. */
export const listRoadmaps = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    return (yield* select(sql, userId, null)).map((row) => toStored(row).roadmap);
  });

/** One of the user's roadmaps with its plan; null when missing, malformed or another user's. */
export const getRoadmap = (userId: string, id: string) =>
  Effect.gen(function* () {
    if (!isUuid(id)) return null;
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* select(sql, userId, id);
    return rows[0] ? toStored(rows[0]) : null;
  });

/** The active roadmap of the scope's project: the first with status 'active', the newest one. */
export const getActiveRoadmap = (userId: string, scope: ProjectScope) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* select(sql, userId, null);
    const inScope = inProjectScope(scope);
    const active = rows.find((row) => row.status === 'active' && inScope({ projectId: row.project_id }));
    return active ? toStored(active) : null;
  });
