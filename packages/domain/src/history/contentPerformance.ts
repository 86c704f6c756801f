// /analytics: how the creative's content performs. Analysed posts give the scores; generated suggestions
// the generated side of topics (hashtags) and formats; the content calendar's events (PlannedPost*) the
// planned-vs-published weeks and the planned side of topics (hashtags in the post's text) and formats
// (the post's platform).
import { platformLabels } from '@market-muse/contracts';
import type { ContentPerformance } from '@market-muse/contracts/api';
import { utcWeekOf } from '../dates.ts';
import { foldPlannedPost, type PostSoFar } from './plannedPostsSoFar.ts';
import { postResults } from './postResults.ts';
import type { Recorded } from './recorded.ts';

const TOP = 10;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;

const hashtagsIn = (text: string) => (text.match(HASHTAG) ?? []).map((tag) => tag.toLowerCase());

/** 'social_media' → 'Social media'. */
const formatName = (contentType: string) => {
  const words = contentType.replaceAll(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Other';
};

const platformName = (platform: string) =>
  (platformLabels as Readonly<Record<string, string>>)[platform] ?? formatName(platform);

interface Tally {
  generated: number;
  planned: number;
}

const bump = (map: Map<string, Tally>, key: string, field: keyof Tally, by = 1) => {
  const tally = map.get(key) ?? { generated: 0, planned: 0 };
  tally[field] += by;
  map.set(key, tally);
};

const ranked = <K extends string>(map: Map<string, Tally>, key: K) =>
  [...map.entries()]
    .sort(([a, x], [b, y]) => y.generated + y.planned - (x.generated + x.planned) || a.localeCompare(b))
    .slice(0, TOP)
    .map(([name, tally]) => ({ [key]: name, ...tally }) as Record<K, string> & Tally);

/** The /analytics answer from the user's decoded events (oldest first). */
export const contentPerformance = (events: ReadonlyArray<Recorded>): ContentPerformance => {
  const scores: Array<{ at: string; platform: string; score: number }> = [];
  const topics = new Map<string, Tally>();
  const formats = new Map<string, Tally>();
  const posts = new Map<string, PostSoFar>();

  for (const event of events) {
    if (foldPlannedPost(posts, event)) continue;
    switch (event.type) {
      case 'ContentAnalyzed':
        scores.push({
          at: event.data.analyzedAt,
          platform: event.data.platform,
          score: event.data.result.analysis.score,
        });
        bump(formats, platformName(event.data.platform), 'generated');
        break;
      case 'ContentSuggestionsGenerated':
        bump(formats, formatName(event.data.contentType), 'generated');
        for (const tag of new Set(event.data.result.hashtags.map((t) => t.toLowerCase())))
          bump(topics, tag, 'generated');
        break;
      default:
        break;
    }
  }

  const weeks = new Map<string, { planned: number; published: number }>();
  const week = (at: string) => {
    const entry = weeks.get(utcWeekOf(at)) ?? { planned: 0, published: 0 };
    weeks.set(utcWeekOf(at), entry);
    return entry;
  };
  for (const post of posts.values()) {
    week(post.scheduledAt).planned += 1;
    if (post.publishedAt) week(post.publishedAt).published += 1;
    bump(formats, platformName(post.platform), 'planned');
    for (const tag of new Set(hashtagsIn(post.text))) bump(topics, tag, 'planned');
  }
  const calendar = [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([monday, counts]) => ({ week: monday, ...counts }));

  return {
    scores,
    topics: ranked(topics, 'topic'),
    formats: ranked(formats, 'format'),
    calendar,
    ...postResults(events),
  };
};
