import { SqlClient } from '@effect/sql';
import type { EventsOf, RecordedEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { addNewRows, type Row } from '../batchedRows.ts';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

const advisorEvents = contractEvents(
  'ProjectInsightsGenerated',
  'ContentSuggestionsGenerated',
  'AdviceGiven',
  'AdviceStopped',
  'StrategyGenerated',
  'StrategyActionKept',
  'ContentAnalyzed',
);

const RESULT_COLUMNS = ['id', 'user_id', 'kind', 'input', 'result', 'source', 'created_at', 'seq'];
const CHAT_COLUMNS = [
  'turn_id',
  'position',
  'user_id',
  'type',
  'message',
  'action_steps',
  'stopped',
  'sent_at',
  'seq',
];

type AdvisorRecordedEvent = RecordedEvent<EventsOf<typeof advisorEvents>>;

/** Which result a recorded event holds, its request and its time. */
const describe = (event: Exclude<AdvisorRecordedEvent, { type: 'AdviceStopped' | 'StrategyActionKept' }>) => {
  switch (event.type) {
    case 'ProjectInsightsGenerated': {
      const d = event.data;
      return {
        kind: 'insights',
        input: { projectId: d.projectId, projectName: d.projectName },
        at: d.generatedAt,
      };
    }
    case 'ContentSuggestionsGenerated': {
      const d = event.data;
      return { kind: 'content_suggestions', input: { contentType: d.contentType }, at: d.generatedAt };
    }
    case 'AdviceGiven': {
      const d = event.data;
      return { kind: 'advice', input: { message: d.message, streamed: d.streamed }, at: d.answeredAt };
    }
    case 'StrategyGenerated': {
      const d = event.data;
      return { kind: 'strategy', input: { timeframe: d.timeframe }, at: d.generatedAt };
    }
    case 'ContentAnalyzed': {
      const d = event.data;
      return {
        kind: 'content_analysis',
        input: { platform: d.platform, content: d.content },
        at: d.analyzedAt,
      };
    }
  }
};

/**
 * Every advisor result of a user (insights, content ideas, advice, strategies, analyses), the chat
 * history (two messages per advice turn, a stopped answer as shown) and the ticked actions of strategies. Inline: the assistant reloads its conversation right away.
 */
export const advisorResultsProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'advisor-results',
    version: 2,
    mode: 'inline',
    events: advisorEvents,
    tables: [
      {
        name: 'advisor_results',
        ddl: (t) => `create table ${t} (
        id uuid primary key,
        user_id uuid not null,
        kind text not null,
        input jsonb not null,
        result jsonb not null,
        source text not null,
        created_at timestamptz not null,
        seq bigint not null
      );
      create index advisor_pendingResultsby_user on ${t} (user_id, kind, seq desc)`,
      },
      {
        name: 'chat_messages',
        ddl: (t) => `create table ${t} (
        turn_id uuid not null,
        position smallint not null,
        user_id uuid not null,
        type text not null,
        message text not null,
        action_steps jsonb,
        stopped boolean not null default false,
        sent_at timestamptz not null,
        seq bigint not null,
        primary key (turn_id, position)
      );
      create index chat_messages_by_user on ${t} (user_id, seq, position)`,
      },
      {
        name: 'strategy_actions',
        ddl: (t) => `create table ${t} (
        result_id uuid not null,
        user_id uuid not null,
        phase smallint not null,
        action smallint not null,
        kept boolean not null,
        changed_at timestamptz not null,
        primary key (result_id, phase, action)
      );
      create index strategy_actions_by_user on ${t} (user_id)`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const results = target.table('advisor_results');
        const chat = target.table('chat_messages');
        const actions = target.table('strategy_actions');
        // Results and chat turns are only ever added: a run of them goes in as one insert per table, written
        // before the next tick or stop, which change rows.
        let pendingResults: Row[] = [];
        let turns: Row[] = [];
        const flush = Effect.suspend(() => {
          const [r, t] = [pendingResults, turns];
          pendingResults = [];
          turns = [];
          return Effect.andThen(
            addNewRows(results, { columns: ['id'], lookup: 'uuid' }, RESULT_COLUMNS, r, target.held),
            addNewRows(
              chat,
              { columns: ['turn_id', 'position'], lookup: 'uuid' },
              CHAT_COLUMNS,
              t,
              target.held,
            ),
          );
        });
        for (const event of events) {
          if (event.type === 'StrategyActionKept' || event.type === 'AdviceStopped') yield* flush;
          if (event.type === 'StrategyActionKept') {
            const tick = event.data;
            yield* sql`insert into ${actions} (result_id, user_id, phase, action, kept, changed_at)
            values (${tick.resultId}::uuid, ${tick.userId}::uuid, ${tick.phase}, ${tick.action}, ${tick.kept},
              ${tick.keptAt}::timestamptz)
            on conflict (result_id, phase, action) do update set kept = excluded.kept, changed_at = excluded.changed_at
            where ${actions}.user_id = excluded.user_id`;
            continue;
          }
          if (event.type === 'AdviceStopped') {
            // Exactly what was shown replaces the answer, also one a finished stream recorded first; a later
            // AdviceGiven of the same turn finds its rows taken. Only the turn's owner can change it.
            const stop = event.data;
            const seq = event.globalPosition.toString();
            yield* sql`insert into ${chat} (turn_id, position, user_id, type, message, action_steps, stopped, sent_at, seq)
            values (${stop.resultId}::uuid, 0, ${stop.userId}::uuid, 'user', ${stop.message}, null, false,
                ${stop.stoppedAt}::timestamptz, ${seq}::bigint),
              (${stop.resultId}::uuid, 1, ${stop.userId}::uuid, 'ai', ${stop.shown}, null, true,
                ${stop.stoppedAt}::timestamptz, ${seq}::bigint)
            on conflict (turn_id, position) do update
              set message = excluded.message, action_steps = null, stopped = true, sent_at = excluded.sent_at
              where ${chat}.user_id = excluded.user_id and excluded.position = 1`;
            continue;
          }
          const data = event.data;
          const { kind, input, at } = describe(event);
          const seq = event.globalPosition.toString();
          pendingResults.push({
            id: data.resultId,
            user_id: data.userId,
            kind,
            input,
            result: data.result,
            source: data.result.source,
            created_at: at,
            seq,
          });
          if (event.type === 'AdviceGiven') {
            const turn = event.data;
            const common = { turn_id: turn.resultId, user_id: turn.userId, stopped: false, seq };
            turns.push(
              {
                ...common,
                position: 0,
                type: 'user',
                message: turn.message,
                action_steps: null,
                sent_at: turn.askedAt,
              },
              {
                ...common,
                position: 1,
                type: 'ai',
                message: turn.result.advice,
                action_steps: turn.result.actionSteps,
                sent_at: turn.answeredAt,
              },
            );
          }
        }
        yield* flush;
      }),
  }),
  deleteUserRows(
    ['advisor_results', 'user_id'],
    ['chat_messages', 'user_id'],
    ['strategy_actions', 'user_id'],
  ),
);
