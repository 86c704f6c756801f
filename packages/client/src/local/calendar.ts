// The content calendar and /content in demo mode: planned posts folded from the local log through the
// server's own planned-post decider (so a post reads exactly as GET /api/calendar/posts answers it), and
// the content history from the advisor results, as backend/api store/contentHistory.ts reads them.

import type {
  ContentAnalysis,
  ContentHistoryEntry,
  ContentSuggestions,
  PlannedPost,
  Platform,
} from '@market-muse/contracts';
import { type PlannedPostState, plannedPostDecider, plannedPostView } from '@market-muse/domain';
import type { LocalEvent } from './store.ts';
import { savedStrategies } from './strategies.ts';
import { type LocalState, streamsOf } from './views.ts';

/** As many entries as GET /api/content-history answers (CONTENT_HISTORY_LIMIT). */
const CONTENT_HISTORY_LIMIT = 200;

/** The visitor's planned posts, earliest first (ties in the order they were planned), as the API lists them. */
export function plannedPosts(log: readonly LocalEvent[], userId: string): PlannedPost[] {
  const posts: { post: PlannedPost; seq: number }[] = [];
  for (const stream of streamsOf(log).values()) {
    if (stream.type !== 'planned-post') continue;
    const state = stream.events.reduce(
      (s, event) => plannedPostDecider.evolve(s, event as never),
      plannedPostDecider.initialState() as PlannedPostState,
    );
    if (state.status === 'planned' && state.post.userId === userId)
      posts.push({ post: plannedPostView(state.post), seq: stream.seq });
  }
  return posts
    .sort((a, b) =>
      a.post.scheduledAt === b.post.scheduledAt
        ? a.seq - b.seq
        : Date.parse(a.post.scheduledAt) - Date.parse(b.post.scheduledAt),
    )
    .map(({ post }) => post);
}

/** The visitor's choice of due-post reminder mails (the last one made; on until then). */
export const reminderMailsChoice = (log: readonly LocalEvent[]) =>
  log.reduce(
    (byMail, event) =>
      event.type === 'PostReminderMailsChosen' ? (event.data as { byMail: boolean }).byMail : byMail,
    true,
  );

/** Posts scheduled in [from, to), either bound optional (GET /api/calendar/posts?from=&to=). */
export const inRange = (posts: readonly PlannedPost[], range: { from?: string; to?: string }) => {
  const from = range.from ? Date.parse(range.from) : Number.NEGATIVE_INFINITY;
  const to = range.to ? Date.parse(range.to) : Number.POSITIVE_INFINITY;
  return posts.filter((p) => Date.parse(p.scheduledAt) >= from && Date.parse(p.scheduledAt) < to);
};

/** /content: generated ideas, captions, analyses and kept strategies, newest first. */
export function contentHistory(state: LocalState): ContentHistoryEntry[] {
  const entries: ContentHistoryEntry[] = [];
  const strategies = new Map(savedStrategies(state).map((strategy) => [strategy.id, strategy]));
  for (const { type, data } of state.advisorResults) {
    const strategy = type === 'StrategyGenerated' ? strategies.get(String(data.resultId)) : undefined;
    if (strategy)
      entries.push({
        id: strategy.id,
        kind: 'strategy',
        createdAt: strategy.createdAt,
        source: strategy.source,
        contentType: null,
        platform: null,
        content: null,
        score: null,
        recommendations: [],
        ideas: [],
        captions: [],
        hashtags: [],
        strategy,
      });
    if (type === 'ContentSuggestionsGenerated') {
      const result = data.result as ContentSuggestions;
      entries.push({
        id: String(data.resultId),
        kind: 'content_suggestions',
        createdAt: String(data.generatedAt),
        source: result.source,
        contentType: (data.contentType as string | undefined) ?? null,
        platform: null,
        content: null,
        score: null,
        recommendations: [],
        ideas: result.postIdeas,
        captions: result.captions,
        hashtags: result.hashtags,
        strategy: null,
      });
    } else if (type === 'ContentAnalyzed') {
      const result = data.result as ContentAnalysis;
      entries.push({
        id: String(data.resultId),
        kind: 'content_analysis',
        createdAt: String(data.analyzedAt),
        source: result.source,
        contentType: null,
        platform: (data.platform as Platform | undefined) ?? null,
        content: (data.content as string | undefined) ?? null,
        score: result.analysis.score,
        recommendations: result.analysis.suggestions,
        ideas: [],
        captions: [],
        hashtags: result.analysis.hashtag_suggestions,
        strategy: null,
      });
    }
  }
  return entries.reverse().slice(0, CONTENT_HISTORY_LIMIT);
}
