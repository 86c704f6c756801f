import {
  type Platform,
  POST_METRIC_MAX,
  POST_METRICS,
  type PostMetrics,
  type PostResultSource,
  postUrlProblem,
} from '@market-muse/contracts';
import { fail } from '../decider.ts';

/** The post's address as kept: trimmed, and on the platform's own hosts. */
export const checkPostUrl = (platform: Platform, url: string): string => {
  const problem = postUrlProblem(platform, url);
  return problem === null ? url.trim() : fail('invalid', problem, 'url');
};

/**
 * Every metric as a whole count from 0 up, or null (not shown by the platform, or left empty). Typed by
 * hand, at least one number is needed: an empty form records nothing worth keeping.
 */
export const checkMetrics = (
  metrics: { readonly [K in keyof PostMetrics]?: number | null },
  source: PostResultSource,
): PostMetrics => {
  const checked = {} as { -readonly [K in keyof PostMetrics]: number | null };
  for (const metric of POST_METRICS) {
    const value = metrics[metric] ?? null;
    if (value !== null && !(Number.isInteger(value) && value >= 0 && value <= POST_METRIC_MAX))
      fail('invalid', `${metric}: must be a whole number from 0 to ${POST_METRIC_MAX}`, metric);
    checked[metric] = value;
  }
  if (source === 'manual' && POST_METRICS.every((metric) => checked[metric] === null))
    fail('invalid', 'likes: enter at least one number', 'likes');
  return checked;
};
