import { Effect } from 'effect';
import { rowBatch } from '../batchedRows.ts';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

const GOAL_COLUMNS = [
  'id',
  'user_id',
  'project_id',
  'title',
  'description',
  'status',
  'deadline',
  'target_value',
  'current_value',
  'unit',
  'business_goal',
  'created_at',
  'updated_at',
  'seq',
];

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
        // The batch's goals are read once, changed in memory in event order, and written once.
        const rows = rowBatch(
          target.table('goals'),
          { column: 'id', type: 'uuid' },
          GOAL_COLUMNS,
          target.held,
        );
        yield* rows.load(events.map((e) => e.data.goalId));
        for (const event of events) {
          const g = event.data;
          const row = rows.get(g.goalId);
          if (event.type === 'GoalSet') {
            if (row) continue;
            const s = event.data;
            rows.set(s.goalId, {
              id: s.goalId,
              user_id: s.userId,
              project_id: s.projectId,
              title: s.title,
              description: s.description,
              status: s.status,
              deadline: s.deadline,
              target_value: s.targetValue,
              current_value: s.currentValue,
              unit: s.unit,
              business_goal: s.businessGoal,
              created_at: s.setAt,
              updated_at: s.setAt,
              seq: event.globalPosition.toString(),
            });
            continue;
          }
          // Only the goal's owner changes it.
          if (!row || row.user_id !== g.userId) continue;
          switch (event.type) {
            case 'GoalUpdated': {
              const u = event.data;
              rows.set(u.goalId, {
                ...row,
                title: u.title,
                description: u.description,
                deadline: u.deadline,
                target_value: u.targetValue,
                unit: u.unit,
                updated_at: u.updatedAt,
              });
              break;
            }
            case 'GoalStatusChanged':
              rows.set(g.goalId, { ...row, status: event.data.status, updated_at: event.data.changedAt });
              break;
            case 'GoalProgressRecorded':
              rows.set(g.goalId, {
                ...row,
                current_value: event.data.currentValue,
                updated_at: event.data.recordedAt,
              });
              break;
          }
        }
        yield* rows.write;
      }),
  }),
  deleteUserRows(['goals', 'user_id']),
);
