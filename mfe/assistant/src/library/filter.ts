import type { ContentHistoryEntry } from '@market-muse/contracts';

export type HistoryFilter = 'all' | 'ideas' | 'analyses' | 'strategies';

const matches = (text: string, words: readonly string[]) => {
  const lower = text.toLowerCase();
  return words.every((word) => lower.includes(word));
};

/**
 * The entries of the chosen kind that mention every word of the query. Within a set of ideas only the
 * matching ideas and captions stay, so a search shows exactly the pieces that mention it.
 */
export const filterHistory = (
  entries: readonly ContentHistoryEntry[],
  query: string,
  filter: HistoryFilter,
): ContentHistoryEntry[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const kind =
    filter === 'ideas'
      ? 'content_suggestions'
      : filter === 'analyses'
        ? 'content_analysis'
        : filter === 'strategies'
          ? 'strategy'
          : null;
  const out: ContentHistoryEntry[] = [];
  for (const entry of entries) {
    if (kind && entry.kind !== kind) continue;
    if (words.length === 0) {
      out.push(entry);
      continue;
    }
    if (entry.kind === 'strategy') {
      // A strategy stays whole (its ticks are positions in the plan) when any of its text matches.
      const plan = entry.strategy;
      const text = plan
        ? [
            plan.strategy.title,
            ...plan.strategy.phases.flatMap((p) => [p.title, ...p.actions, ...p.milestones]),
          ]
        : [];
      if (matches(text.join('\n'), words)) out.push(entry);
      continue;
    }
    if (entry.kind === 'content_analysis') {
      const text = [entry.content ?? '', ...entry.recommendations, ...entry.hashtags].join('\n');
      if (matches(text, words)) out.push(entry);
      continue;
    }
    const ideas = entry.ideas.filter((idea) => matches(idea, words));
    const captions = entry.captions.filter((caption) => matches(caption, words));
    const hashtags = entry.hashtags.filter((tag) => matches(tag, words));
    if (ideas.length + captions.length + hashtags.length > 0)
      out.push({ ...entry, ideas, captions, hashtags });
  }
  return out;
};
