import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { type Row, upsertRows } from '../batchedRows.ts';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

const PROJECT_COLUMNS = [
  'id',
  'user_id',
  'name',
  'description',
  'project_type',
  'target_audience',
  'unique_selling_point',
  'project_stage',
  'available_budget',
  'available_time',
  'biggest_challenges',
  'website_url',
  'social_media_links',
  'target_revenue',
  'launch_timeline',
  'is_active',
  'created_at',
  'seq',
];

/**
 * Projects with their active flag. Inline, and the activation event moves the flag within one
 * transaction; the partial unique index makes "two active projects for one user" impossible to store.
 */
export const projectsProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'projects',
    version: 1,
    mode: 'inline',
    events: contractEvents('ProjectCreated', 'ActiveProjectChanged'),
    tables: [
      {
        name: 'projects',
        ddl: (t) => `create table ${t} (
        id uuid primary key,
        user_id uuid not null,
        name text not null,
        description text,
        project_type text not null,
        target_audience text,
        unique_selling_point text,
        project_stage text not null,
        available_budget text,
        available_time text,
        biggest_challenges jsonb not null,
        website_url text,
        social_media_links jsonb not null,
        target_revenue double precision,
        launch_timeline text,
        is_active boolean not null default false,
        created_at timestamptz not null,
        seq bigint not null
      );
      create index projects_by_user on ${t} (user_id, created_at desc, seq desc);
      create unique index projects_one_active on ${t} (user_id) where is_active`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const table = target.table('projects');
        // The batch's users' projects (and any project it names) are read once, changed in memory in event
        // order, and each changed row written once.
        const found = yield* sql<{ row: Row }>`select to_jsonb(t) as row from ${table} t
          where t.user_id = any(${[...new Set(events.map((e) => e.data.userId))]}::uuid[])
            or t.id = any(${[...new Set(events.map((e) => e.data.projectId))]}::uuid[])`;
        const rows = new Map<string, Row>();
        const ofUser = new Map<string, Set<string>>();
        const changed = new Set<string>();
        const put = (row: Row) => {
          const id = String(row.id);
          rows.set(id, row);
          const userId = String(row.user_id);
          ofUser.set(userId, (ofUser.get(userId) ?? new Set()).add(id));
        };
        for (const { row } of found) put(row);
        for (const event of events) {
          if (event.type === 'ProjectCreated') {
            const p = event.data;
            if (rows.has(p.projectId)) continue;
            put({
              id: p.projectId,
              user_id: p.userId,
              name: p.name,
              description: p.description,
              project_type: p.projectType,
              target_audience: p.targetAudience,
              unique_selling_point: p.uniqueSellingPoint,
              project_stage: p.projectStage,
              available_budget: p.availableBudget,
              available_time: p.availableTime,
              biggest_challenges: p.biggestChallenges,
              website_url: p.websiteUrl,
              social_media_links: p.socialMediaLinks,
              target_revenue: p.targetRevenue,
              launch_timeline: p.launchTimeline,
              is_active: false,
              created_at: p.createdAt,
              seq: event.globalPosition.toString(),
            });
            changed.add(p.projectId);
          } else {
            // The named project of this user becomes the active one; every other of theirs stops being it.
            const { userId, projectId } = event.data;
            for (const id of ofUser.get(userId) ?? []) {
              const row = rows.get(id)!;
              const active = id === projectId;
              if (row.is_active === active) continue;
              rows.set(id, { ...row, is_active: active });
              changed.add(id);
            }
          }
        }
        // Deactivations first, then activations: the one-active index never sees two active rows.
        const written = [...changed].map((id) => rows.get(id)!);
        yield* upsertRows(
          table,
          ['id'],
          PROJECT_COLUMNS,
          written.filter((r) => !r.is_active),
        );
        yield* upsertRows(
          table,
          ['id'],
          PROJECT_COLUMNS,
          written.filter((r) => r.is_active),
        );
      }),
  }),
  deleteUserRows(['projects', 'user_id']),
);
