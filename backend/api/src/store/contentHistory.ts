import { SqlClient } from '@effect/sql';
import type {
  ContentAnalysis,
  ContentHistoryEntry,
  ContentSuggestions,
  Platform,
  SavedStrategy,
  Strategy,
} from '@market-muse/contracts';
import { RECENT_GENERATIONS } from '@market-muse/domain';
import { Effect } from 'effect';
import { savedStrategies } from './strategies.ts';

// /content: the generated ideas, captions, analyses and kept strategies, read from the advisor results the assistant has
// already recorded (rm.advisor_results), newest first.

export const CONTENT_HISTORY_LIMIT = 200;

interface ResultRow {
  readonly id: string;
  readonly kind: 'content_suggestions' | 'content_analysis' | 'strategy';
  readonly input: { readonly contentType?: string; readonly platform?: Platform; readonly content?: string };
  readonly result: ContentSuggestions | ContentAnalysis | Strategy;
  readonly source: ContentHistoryEntry['source'];
  readonly created_at: Date;
}

const toEntry = (row: ResultRow, strategies: ReadonlyMap<string, SavedStrategy>): ContentHistoryEntry => {
  const base = { id: row.id, createdAt: row.created_at.toISOString(), source: row.source, strategy: null };
  const strategy = strategies.get(row.id);
  if (row.kind === 'strategy' && strategy)
    return {
      ...base,
      kind: 'strategy',
      contentType: null,
      platform: null,
      content: null,
      score: null,
      recommendations: [],
      ideas: [],
      captions: [],
      hashtags: [],
      strategy,
    };
  if (row.kind === 'content_suggestions') {
    const result = row.result as ContentSuggestions;
    return {
      ...base,
      kind: 'content_suggestions',
      contentType: row.input.contentType ?? null,
      platform: null,
      content: null,
      score: null,
      recommendations: [],
      ideas: result.postIdeas,
      captions: result.captions,
      hashtags: result.hashtags,
    };
  }
  const { analysis } = row.result as ContentAnalysis;
  return {
    ...base,
    kind: 'content_analysis',
    contentType: null,
    platform: row.input.platform ?? null,
    content: row.input.content ?? null,
    score: analysis.score,
    recommendations: analysis.suggestions,
    ideas: [],
    captions: [],
    hashtags: analysis.hashtag_suggestions,
  };
};

export const contentHistory = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<ResultRow>`select id::text, kind, input, result, source, created_at
      from rm.advisor_results
      where user_id = ${userId}::uuid and kind in ('content_suggestions', 'content_analysis', 'strategy')
      order by seq desc limit ${CONTENT_HISTORY_LIMIT}`;
    const strategies = yield* savedStrategies(
      rows.flatMap((row) =>
        row.kind === 'strategy'
          ? [{ id: row.id, result: row.result as Strategy, created_at: row.created_at }]
          : [],
      ),
    );
    const byId = new Map(strategies.map((strategy) => [strategy.id, strategy]));
    return rows.map((row) => toEntry(row, byId));
  });

/**
 * The post ideas of the user's last `RECENT_GENERATIONS` content generations (the domain's window, which
 * demo mode folds with the domain's `recentPostIdeas`), newest first, for the advisor to avoid.
 */
export const recentPostIdeas = (userId: string, generations = RECENT_GENERATIONS) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ readonly result: ContentSuggestions }>`select result from rm.advisor_results
      where user_id = ${userId}::uuid and kind = 'content_suggestions'
      order by seq desc limit ${generations}`;
    return rows.flatMap((row) => row.result.postIdeas ?? []);
  });
