import type { AnalyzeContentRequest, StrategyTimeframe } from '@market-muse/contracts';
import { Effect } from 'effect';
import { insightsRefusal } from '../advisorResults/advisorResults.ts';
import { type AdvisorRecording, recordResultFor } from '../advisorResults/record.ts';
import { userToday } from '../dates.ts';
import { DomainError } from '../decider.ts';
import { Advisor } from './advisor.ts';
import { type CommandClock, inTurn } from './commandTurn.ts';
import { AdvisorReads } from './reads.ts';

// The advisor's one-shot results: each asks the advisor with the active project's context and records what
// it answered on the user's advisor stream, so the history, the export and the content library show it.

/** The active project's advisor context, dated the user's today at the command's time. */
export const advisorContextNow = (userId: string, contextNow: CommandClock) =>
  Effect.flatMap(AdvisorReads, (reads) =>
    Effect.map(reads.context(userId, undefined, contextNow().now), (loaded) => ({
      ...loaded,
      context: { ...loaded.context, date: userToday(contextNow().now, loaded.profile?.timezone) },
    })),
  );

const record = (userId: string, recording: AdvisorRecording, contextNow: CommandClock) =>
  inTurn(recordResultFor(userId, recording, contextNow()));

/** Insights about the active project; refused (400) until the profile names a project. */
export const generateInsights = (userId: string, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const { context, profile, project } = yield* advisorContextNow(userId, contextNow);
    const refusal = insightsRefusal(profile);
    if (refusal !== null) return yield* Effect.fail(new DomainError({ code: 'invalid', message: refusal }));
    const advisor = yield* Advisor;
    const result = yield* Effect.promise(() => advisor.projectInsights(context));
    yield* record(
      userId,
      {
        type: 'RecordProjectInsights',
        projectId: project?.id ?? null,
        projectName: profile?.currentProjectName ?? null,
        result,
      },
      contextNow,
    );
    return result;
  });

/** Post ideas, captions and hashtags; regenerating gives new ideas, as the advisor avoids recent ones. */
export const suggestContent = (userId: string, contentType: string, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const { context } = yield* advisorContextNow(userId, contextNow);
    const recentIdeas = yield* Effect.flatMap(AdvisorReads, (reads) => reads.recentPostIdeas(userId));
    const advisor = yield* Advisor;
    const result = yield* Effect.promise(() => advisor.contentSuggestions(context, { recentIdeas }));
    yield* record(userId, { type: 'RecordContentSuggestions', contentType, result }, contextNow);
    return result;
  });

/** The advisor's reading of a piece of content for a platform. */
export const analyseContent = (userId: string, request: AnalyzeContentRequest, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const { context } = yield* advisorContextNow(userId, contextNow);
    const advisor = yield* Advisor;
    const result = yield* Effect.promise(() => advisor.analyzeContent(context, request));
    yield* record(
      userId,
      { type: 'RecordContentAnalysis', platform: request.platform, content: request.content, result },
      contextNow,
    );
    return result;
  });

/** A marketing strategy, answered as the content library keeps it: with its id, time and no kept actions. */
export const generateStrategy = (userId: string, timeframe: StrategyTimeframe, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const { context } = yield* advisorContextNow(userId, contextNow);
    const advisor = yield* Advisor;
    const result = yield* Effect.promise(() => advisor.strategy(context, timeframe));
    const [event] = yield* record(userId, { type: 'RecordStrategy', timeframe, result }, contextNow);
    return {
      ...result,
      id: event?.data.resultId ?? '',
      createdAt:
        event?.type === 'StrategyGenerated' ? event.data.generatedAt : contextNow().now.toISOString(),
      keptActions: [],
    };
  });
