import { Effect } from 'effect';
import { rowBatch } from '../batchedRows.ts';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

const ROADMAP_COLUMNS = [
  'id',
  'user_id',
  'goal_id',
  'project_id',
  'title',
  'description',
  'status',
  'total_steps',
  'estimated_duration',
  'weekly_minutes',
  'phases',
  'source',
  'superseded_by',
  'created_at',
  'updated_at',
  'seq',
];

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
        // The batch's roadmaps are read once, changed in memory in event order, and written once.
        const rows = rowBatch(
          target.table('roadmaps'),
          { column: 'id', type: 'uuid' },
          ROADMAP_COLUMNS,
          target.held,
        );
        yield* rows.load(events.map((e) => e.data.roadmapId));
        for (const event of events) {
          const r = event.data;
          const row = rows.get(r.roadmapId);
          if (event.type === 'RoadmapGenerated') {
            // A roadmap recorded twice keeps its first recording.
            if (row) continue;
            const r = event.data;
            rows.set(r.roadmapId, {
              id: r.roadmapId,
              user_id: r.userId,
              goal_id: r.goalId,
              project_id: r.projectId,
              title: r.title,
              description: r.description,
              status: 'active',
              total_steps: r.totalSteps,
              estimated_duration: r.estimatedDuration,
              weekly_minutes: r.weeklyMinutes,
              phases: r.phases,
              source: r.source,
              superseded_by: null,
              created_at: r.generatedAt,
              updated_at: r.generatedAt,
              seq: event.globalPosition.toString(),
            });
            continue;
          }
          // Only the roadmap's owner changes it.
          if (!row || row.user_id !== r.userId) continue;
          if (event.type === 'RoadmapSuperseded')
            rows.set(r.roadmapId, {
              ...row,
              status: 'archived',
              superseded_by: event.data.supersededBy,
              updated_at: event.data.supersededAt,
            });
          else
            rows.set(r.roadmapId, { ...row, goal_id: event.data.goalId, updated_at: event.data.attachedAt });
        }
        yield* rows.write;
      }),
  }),
  deleteUserRows(['roadmaps', 'user_id']),
);
