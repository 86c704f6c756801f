import { SqlClient } from '@effect/sql';
import type {
  ContentAnalysis,
  ContentHistoryEntry,
  ContentSuggestions,
  Platform,
} from '@market-muse/contracts';
import { RECENT_GENERATIONS } from '@market-muse/domain';
import { Effect } from 'effect';

// /content: the generated ideas, captions and analyses, read from the advisor results the assistant has
// already recorded (rm.advisor_results), newest first.

export const CONTENT_HISTORY_LIMIT = 200;

interface ResultRow {
  readonly id: string;
  readonly kind: 'content_suggestions' | 'content_analysis';
  readonly input: { readonly contentType?: string; readonly platform?: Platform; readonly content?: string };
  readonly result: ContentSuggestions | ContentAnalysis;
  readonly source: ContentHistoryEntry['source'];
  readonly created_at: Date;
}

const toEntry = (row: ResultRow): ContentHistoryEntry => {
  const base = { id: row.id, createdAt: row.created_at.toISOString(), source: row.source };
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
      where user_id = ${userId}::uuid and kind in ('content_suggestions', 'content_analysis')
      order by seq desc limit ${CONTENT_HISTORY_LIMIT}`;
    return rows.map(toEntry);
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
