import { createLocalAdvisor, makeAdvisorContext } from '@market-muse/advisor';
import type {
  Advice,
  ContentSuggestions,
  CreativeType,
  DailyTasks,
  RoadmapPlan,
} from '@market-muse/contracts';

/** What the local advisor answers one kind of creator: the seed draws its users' results from these. */
export interface AdvisorAnswers {
  readonly creativeType: CreativeType;
  readonly roadmap: RoadmapPlan;
  readonly daily: DailyTasks;
  readonly advice: ReadonlyArray<{ readonly message: string; readonly result: Advice }>;
  readonly suggestions: ContentSuggestions;
}

const QUESTIONS = [
  'How often should I post on Instagram?',
  'How do I price my prints?',
  'What should I write in my bio?',
] as const;

/**
 * The advisor's real answers (checked against the contract by the advisor itself) for a few kinds of
 * creator, computed once per seed run: generating one per event would cost more than appending it.
 */
export const advisorAnswers = async (
  creativeTypes: ReadonlyArray<CreativeType>,
  date: string,
): Promise<ReadonlyArray<AdvisorAnswers>> => {
  const advisor = createLocalAdvisor();
  return Promise.all(
    creativeTypes.map(async (creativeType) => {
      const ctx = makeAdvisorContext({
        userId: 'seed',
        date,
        profile: { creativeTypes: [creativeType], currentProjectName: 'Moonlit Studio' },
      });
      return {
        creativeType,
        roadmap: await advisor.roadmap(ctx),
        daily: await advisor.dailyTasks(ctx),
        advice: await Promise.all(
          QUESTIONS.map(async (message) => ({
            message,
            result: await advisor.advice(ctx, { message, history: [] }),
          })),
        ),
        suggestions: await advisor.contentSuggestions(ctx),
      };
    }),
  );
};
