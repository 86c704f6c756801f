import type { ContentSuggestions } from '@market-muse/contracts';

/**
 * How many of the user's last content generations new ideas must differ from: regenerating gives new
 * ideas, so the advisor is handed what the user saw in these and avoids it.
 */
export const RECENT_GENERATIONS = 3;

/**
 * The post ideas of the last `RECENT_GENERATIONS` content generations, newest generation first, from the
 * user's generations in the order they were recorded (oldest first). The server reads the same window
 * from its advisor-results table; demo mode folds it from the log with this.
 */
export const recentPostIdeas = (generations: readonly Pick<ContentSuggestions, 'postIdeas'>[]): string[] =>
  generations
    .slice(-RECENT_GENERATIONS)
    .reverse()
    .flatMap((generation) => generation.postIdeas);
