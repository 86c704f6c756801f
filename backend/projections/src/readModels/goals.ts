import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

/** Goals per user (and project). Inline: screens read a goal right after setting or completing it. */
export const goalsProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'goals',
    version: 1,
    mode: 'inline',
    events: contractEvents('GoalSet', 'GoalUpdated', 'GoalStatusChanged', 'GoalProgressRecorded'),
    tables: [
      {
        name: 'goals',
        ddl: (t) => `create table ${t} (
        id uuid primary key,
        user_id uuid not null,
        project_id uuid,
        title text not null,
        description text,
        status text not null,
        deadline text,
        target_value double precision,
        current_value double precision not null,
        unit text,
        business_goal text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        seq bigint not null
      );
      create index goals_by_user on ${t} (user_id, created_at, seq)`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const table = target.table('goals');
        for (const event of events) {
          switch (event.type) {
            case 'GoalSet': {
              const g = event.data;
              yield* sql`insert into ${table} (id, user_id, project_id, title, description, status, deadline,
                target_value, current_value, unit, business_goal, created_at, updated_at, seq)
              values (${g.goalId}::uuid, ${g.userId}::uuid, ${g.projectId}::uuid, ${g.title}, ${g.description},
                ${g.status}, ${g.deadline}, ${g.targetValue}, ${g.currentValue}, ${g.unit}, ${g.businessGoal},
                ${g.setAt}::timestamptz, ${g.setAt}::timestamptz, ${event.globalPosition.toString()}::bigint)
              on conflict (id) do nothing`;
              break;
            }
            case 'GoalUpdated': {
              const g = event.data;
              yield* sql`update ${table} set title = ${g.title}, description = ${g.description},
                deadline = ${g.deadline}, target_value = ${g.targetValue}, unit = ${g.unit},
                updated_at = ${g.updatedAt}::timestamptz
              where id = ${g.goalId}::uuid and user_id = ${g.userId}::uuid`;
              break;
            }
            case 'GoalStatusChanged': {
              const g = event.data;
              yield* sql`update ${table} set status = ${g.status}, updated_at = ${g.changedAt}::timestamptz
              where id = ${g.goalId}::uuid and user_id = ${g.userId}::uuid`;
              break;
            }
            case 'GoalProgressRecorded': {
              const g = event.data;
              yield* sql`update ${table} set current_value = ${g.currentValue},
                updated_at = ${g.recordedAt}::timestamptz
              where id = ${g.goalId}::uuid and user_id = ${g.userId}::uuid`;
              break;
            }
          }
        }
      }),
  }),
  deleteUserRows(['goals', 'user_id']),
);
