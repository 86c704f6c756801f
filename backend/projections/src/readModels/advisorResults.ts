import { SqlClient } from '@effect/sql';
import type { EventsOf, RecordedEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

const advisorEvents = contractEvents(
  'ProjectInsightsGenerated',
  'ContentSuggestionsGenerated',
  'AdviceGiven',
  'StrategyGenerated',
  'ContentAnalyzed',
);

/** Which result a recorded event holds, its request and its time. */
const describe = (event: RecordedEvent<EventsOf<typeof advisorEvents>>) => {
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
 * Every advisor result of a user (insights, content ideas, advice, strategies, analyses) and the chat
 * history (two messages per advice turn). Inline: the assistant reloads its conversation right away.
 */
export const advisorResultsProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'advisor-results',
    version: 1,
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
      create index advisor_results_by_user on ${t} (user_id, kind, seq desc)`,
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
        sent_at timestamptz not null,
        seq bigint not null,
        primary key (turn_id, position)
      );
      create index chat_messages_by_user on ${t} (user_id, seq, position)`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const results = target.table('advisor_results');
        const chat = target.table('chat_messages');
        for (const event of events) {
          const data = event.data;
          const { kind, input, at } = describe(event);
          const seq = event.globalPosition.toString();
          yield* sql`insert into ${results} (id, user_id, kind, input, result, source, created_at, seq)
          values (${data.resultId}::uuid, ${data.userId}::uuid, ${kind}, ${JSON.stringify(input)}::jsonb,
            ${JSON.stringify(data.result)}::jsonb, ${data.result.source}, ${at}::timestamptz, ${seq}::bigint)
          on conflict (id) do nothing`;
          if (event.type === 'AdviceGiven') {
            const turn = event.data;
            yield* sql`insert into ${chat} (turn_id, position, user_id, type, message, action_steps, sent_at, seq)
            values (${turn.resultId}::uuid, 0, ${turn.userId}::uuid, 'user', ${turn.message}, null,
                ${turn.askedAt}::timestamptz, ${seq}::bigint),
              (${turn.resultId}::uuid, 1, ${turn.userId}::uuid, 'ai', ${turn.result.advice},
                ${JSON.stringify(turn.result.actionSteps)}::jsonb, ${turn.answeredAt}::timestamptz, ${seq}::bigint)
            on conflict (turn_id, position) do nothing`;
          }
        }
      }),
  }),
  deleteUserRows(['advisor_results', 'user_id'], ['chat_messages', 'user_id']),
);
