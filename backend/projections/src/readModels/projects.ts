import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

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
        for (const event of events) {
          if (event.type === 'ProjectCreated') {
            const p = event.data;
            yield* sql`insert into ${table} (id, user_id, name, description, project_type, target_audience,
              unique_selling_point, project_stage, available_budget, available_time, biggest_challenges, website_url,
              social_media_links, target_revenue, launch_timeline, is_active, created_at, seq)
            values (${p.projectId}::uuid, ${p.userId}::uuid, ${p.name}, ${p.description}, ${p.projectType},
              ${p.targetAudience}, ${p.uniqueSellingPoint}, ${p.projectStage}, ${p.availableBudget},
              ${p.availableTime}, ${JSON.stringify(p.biggestChallenges)}::jsonb, ${p.websiteUrl},
              ${JSON.stringify(p.socialMediaLinks)}::jsonb, ${p.targetRevenue}, ${p.launchTimeline}, false,
              ${p.createdAt}::timestamptz, ${event.globalPosition.toString()}::bigint)
            on conflict (id) do nothing`;
          } else if (event.type === 'ActiveProjectChanged') {
            const change = event.data;
            // Deactivate first, then activate: the unique index never sees two active rows.
            yield* sql`update ${table} set is_active = false
            where user_id = ${change.userId}::uuid and is_active and id <> ${change.projectId}::uuid`;
            yield* sql`update ${table} set is_active = true
            where user_id = ${change.userId}::uuid and id = ${change.projectId}::uuid`;
          }
        }
      }),
  }),
  deleteUserRows(['projects', 'user_id']),
);
