import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

/**
 * Roadmaps per user, with the whole plan (phases, steps and their task drafts) for daily generation.
 * Inline: the roadmap screen reads it right after generating. Completed steps are not stored: the API
 * derives them from the tasks model, so they follow task completion without another writer.
 */
export const roadmapsProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'roadmaps',
    version: 1,
    mode: 'inline',
    events: contractEvents('RoadmapGenerated', 'RoadmapSuperseded', 'RoadmapAttachedToGoal'),
    tables: [
      {
        name: 'roadmaps',
        ddl: (t) => `create table ${t} (
        id uuid primary key,
        user_id uuid not null,
        goal_id uuid,
        project_id uuid,
        title text not null,
        description text not null,
        status text not null,
        total_steps integer not null,
        estimated_duration text not null,
        weekly_minutes integer not null,
        phases jsonb not null,
        source text not null,
        superseded_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        seq bigint not null
      );
      create index roadmaps_by_user on ${t} (user_id, status, created_at desc, seq desc)`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const table = target.table('roadmaps');
        for (const event of events) {
          if (event.type === 'RoadmapGenerated') {
            const r = event.data;
            yield* sql`insert into ${table} (id, user_id, goal_id, project_id, title, description, status, total_steps,
              estimated_duration, weekly_minutes, phases, source, created_at, updated_at, seq)
            values (${r.roadmapId}::uuid, ${r.userId}::uuid, ${r.goalId}::uuid, ${r.projectId}::uuid, ${r.title},
              ${r.description}, 'active', ${r.totalSteps}, ${r.estimatedDuration}, ${r.weeklyMinutes},
              ${JSON.stringify(r.phases)}::jsonb, ${r.source}, ${r.generatedAt}::timestamptz,
              ${r.generatedAt}::timestamptz, ${event.globalPosition.toString()}::bigint)
            on conflict (id) do nothing`;
          } else if (event.type === 'RoadmapSuperseded') {
            const r = event.data;
            yield* sql`update ${table} set status = 'archived', superseded_by = ${r.supersededBy}::uuid,
              updated_at = ${r.supersededAt}::timestamptz
            where id = ${r.roadmapId}::uuid and user_id = ${r.userId}::uuid`;
          } else if (event.type === 'RoadmapAttachedToGoal') {
            const r = event.data;
            yield* sql`update ${table} set goal_id = ${r.goalId}::uuid, updated_at = ${r.attachedAt}::timestamptz
            where id = ${r.roadmapId}::uuid and user_id = ${r.userId}::uuid`;
          }
        }
      }),
  }),
  deleteUserRows(['roadmaps', 'user_id']),
);
