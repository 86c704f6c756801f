// The help center's search: MiniSearch over the answers' questions, texts and topics, with prefixes (so
// "pric" finds pricing) and a little fuzziness (so "pasword" finds password). The library is fetched the
// first time someone searches, never with the page.
import type { HelpAnswer } from './content/types.ts';

export type HelpSearch = (query: string) => readonly string[];

/** Builds the search over `answers`: it answers the ids of the matching answers, best first. */
export async function loadHelpSearch(answers: readonly HelpAnswer[]): Promise<HelpSearch> {
  const { default: MiniSearch } = await import('minisearch');
  const index = new MiniSearch<{ id: string; question: string; answer: string; topic: string }>({
    fields: ['question', 'answer', 'topic'],
    searchOptions: { boost: { question: 3, topic: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(answers.map((answer) => ({ ...answer, answer: answer.answer.join(' ') })));
  return (query) => index.search(query).map((result) => String(result.id));
}
