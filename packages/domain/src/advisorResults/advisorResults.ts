import type {
  Advice,
  AdvisorResultEvent,
  ContentAnalysis,
  ContentSuggestions,
  Platform,
  ProjectInsights,
  Strategy,
  StrategyTimeframe,
} from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';
import { isUuid } from '../ids.ts';

/** Every advisor result of one user, in order: the history analysts replay and the chat reloads from. */
export const advisorStream = (userId: string) => ({ id: `advisor-${userId}`, type: 'advisor' });

export const INSIGHTS_NEED_PROFILE = 'profile: Complete your profile before generating insights';
export const INSIGHTS_NEED_PROJECT =
  'currentProjectName: Add your current project to your profile before generating insights';

/**
 * Why project insights cannot be generated for this profile yet, or null when they can. Checked before the
 * advisor is asked: no model call for a result that could not be recorded.
 */
export const insightsRefusal = (profile: { readonly currentProjectName: string | null } | null) =>
  !profile ? INSIGHTS_NEED_PROFILE : !profile.currentProjectName?.trim() ? INSIGHTS_NEED_PROJECT : null;

/** How much of the conversation so far the advisor reads for a follow-up. */
export const CONVERSATION_WINDOW = 20;
export const MAX_ANALYZED_CONTENT = 10_000;
export const MAX_CHAT_MESSAGE = 4_000;
export const MAX_STOPPED_ANSWER = 20_000;

interface Recorded {
  readonly resultId: string;
  readonly userId: string;
  readonly at: Date;
}

export type AdvisorResultCommand =
  | (Recorded & {
      readonly type: 'RecordProjectInsights';
      readonly projectId: string | null;
      readonly projectName: string | null;
      readonly result: ProjectInsights;
    })
  | (Recorded & {
      readonly type: 'RecordContentSuggestions';
      readonly contentType: string;
      readonly result: ContentSuggestions;
    })
  | (Recorded & {
      readonly type: 'RecordAdvice';
      readonly message: string;
      readonly askedAt: Date;
      readonly result: Advice;
      readonly streamed: boolean;
    })
  | (Recorded & {
      readonly type: 'RecordStoppedAdvice';
      readonly message: string;
      /** Exactly the part of the answer that was shown before Stop (may be empty). */
      readonly shown: string;
    })
  | (Recorded & {
      readonly type: 'RecordStrategy';
      readonly timeframe: StrategyTimeframe;
      readonly result: Strategy;
    })
  | (Recorded & {
      readonly type: 'RecordContentAnalysis';
      readonly platform: Platform;
      readonly content: string;
      readonly result: ContentAnalysis;
    });

export const STRATEGY_NOT_FOUND = 'Strategy not found';

/** How many actions each phase of a strategy has: what a tick is checked against. */
export const actionCountsOf = (strategy: Strategy) => strategy.strategy.phases.map((p) => p.actions.length);

/** Ticking or unticking one action of a kept strategy. */
export interface KeepStrategyActionCommand {
  readonly type: 'KeepStrategyAction';
  readonly resultId: string;
  readonly userId: string;
  readonly phase: number;
  readonly action: number;
  readonly kept: boolean;
  /** The strategy as the caller found it (its owner and action counts), or null when there is none. */
  readonly strategy: { readonly userId: string; readonly actionCounts: readonly number[] } | null;
  readonly at: Date;
}

/** Results are facts about what the advisor answered; none depends on earlier ones, so there is no state. */
export type AdvisorResultState = null;

export const advisorResultDecider: Decider<
  AdvisorResultCommand | KeepStrategyActionCommand,
  AdvisorResultEvent,
  AdvisorResultState
> = {
  initialState: () => null,
  decide: (command) => {
    const base = { resultId: command.resultId, userId: command.userId };
    const at = command.at.toISOString();
    switch (command.type) {
      case 'RecordProjectInsights': {
        const projectName = command.projectName?.trim() ?? '';
        if (projectName === '') fail('invalid', INSIGHTS_NEED_PROJECT, 'currentProjectName');
        return [
          {
            type: 'ProjectInsightsGenerated',
            data: {
              ...base,
              projectId: command.projectId,
              projectName,
              result: command.result,
              generatedAt: at,
            },
          },
        ];
      }
      case 'RecordContentSuggestions': {
        const contentType = command.contentType.trim();
        if (contentType === '') fail('invalid', 'contentType: Content type is required', 'contentType');
        return [
          {
            type: 'ContentSuggestionsGenerated',
            data: { ...base, contentType, result: command.result, generatedAt: at },
          },
        ];
      }
      case 'RecordAdvice': {
        const message = command.message.trim();
        if (message === '') fail('invalid', 'context: Message is required', 'context');
        if (message.length > MAX_CHAT_MESSAGE)
          fail('invalid', `context: Message must be at most ${MAX_CHAT_MESSAGE} characters`, 'context');
        return [
          {
            type: 'AdviceGiven',
            data: {
              ...base,
              message,
              askedAt: command.askedAt.toISOString(),
              result: command.result,
              answeredAt: at,
              streamed: command.streamed,
            },
          },
        ];
      }
      case 'RecordStoppedAdvice': {
        const message = command.message.trim();
        if (message === '') fail('invalid', 'context: Message is required', 'context');
        if (message.length > MAX_CHAT_MESSAGE)
          fail('invalid', `context: Message must be at most ${MAX_CHAT_MESSAGE} characters`, 'context');
        if (!isUuid(command.resultId))
          fail('invalid', 'turnId: must be the id of a turn the answer stream named', 'turnId');
        if (command.shown.length > MAX_STOPPED_ANSWER)
          fail('invalid', `shown: at most ${MAX_STOPPED_ANSWER} characters`, 'shown');
        return [
          {
            type: 'AdviceStopped',
            data: { ...base, message, shown: command.shown, stoppedAt: at },
          },
        ];
      }
      case 'KeepStrategyAction': {
        // Another user's strategy answers exactly like a missing one.
        const { strategy } = command;
        if (!strategy || strategy.userId !== command.userId) return fail('not_found', STRATEGY_NOT_FOUND);
        const actions = strategy.actionCounts[command.phase];
        if (actions === undefined)
          fail('invalid', `phase: the strategy has phases 0 to ${strategy.actionCounts.length - 1}`, 'phase');
        if (command.action >= (actions ?? 0))
          fail('invalid', `action: phase ${command.phase} has actions 0 to ${(actions ?? 0) - 1}`, 'action');
        return [
          {
            type: 'StrategyActionKept',
            data: {
              ...base,
              phase: command.phase,
              action: command.action,
              kept: command.kept,
              keptAt: at,
            },
          },
        ];
      }
      case 'RecordStrategy':
        return [
          {
            type: 'StrategyGenerated',
            data: { ...base, timeframe: command.timeframe, result: command.result, generatedAt: at },
          },
        ];
      case 'RecordContentAnalysis': {
        if (command.content.trim() === '') fail('invalid', 'content: Content is required', 'content');
        if (command.content.length > MAX_ANALYZED_CONTENT)
          fail('invalid', `content: Content must be at most ${MAX_ANALYZED_CONTENT} characters`, 'content');
        return [
          {
            type: 'ContentAnalyzed',
            data: {
              ...base,
              platform: command.platform,
              content: command.content,
              result: command.result,
              analyzedAt: at,
            },
          },
        ];
      }
    }
  },
  evolve: (state) => state,
};
