import { Effect } from 'effect';
import { appendEvents, decideSafely } from '../commandHandling.ts';
import { type CommandContext, ExpectedVersion, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
import {
  type AdvisorResultCommand,
  advisorResultDecider,
  advisorStream,
  type KeepStrategyActionCommand,
} from './advisorResults.ts';

/**
 * Records one advisor result on the user's advisor stream. Results never depend on earlier ones, so the
 * stream is appended at any version without being read (concurrent results of one user do not conflict).
 */
export const recordAdvisorResult = (
  command: AdvisorResultCommand | KeepStrategyActionCommand,
  context: CommandContext,
) =>
  unitOfWork(
    Effect.gen(function* () {
      const events = yield* decideSafely(advisorResultDecider, command, advisorResultDecider.initialState());
      yield* appendEvents(advisorStream(command.userId), events, ExpectedVersion.any, context);
      return events;
    }),
  );

/** An advisor result as a route has it: what was asked and answered, before it gets an id and a time. */
export type AdvisorRecording = AdvisorResultCommand extends infer C
  ? C extends AdvisorResultCommand
    ? Omit<C, 'resultId' | 'userId' | 'at'>
    : never
  : never;

/** Records a result for the user under a new id, at the command's time. */
export const recordResultFor = (userId: string, recording: AdvisorRecording, context: CommandContext) =>
  recordAdvisorResult(
    { ...recording, resultId: newId(), userId, at: context.now } as AdvisorResultCommand,
    context,
  );

/**
 * Records that the user stopped an answer: under the turn id the stream named (so the turn the stream may still
 * record keeps the stopped text), or under a new id when Stop came before the stream named its turn.
 */
export const recordStoppedAdvice = (
  input: {
    readonly userId: string;
    readonly message: string;
    readonly shown: string;
    readonly turnId?: string;
  },
  context: CommandContext,
) =>
  recordAdvisorResult(
    {
      type: 'RecordStoppedAdvice',
      resultId: input.turnId ?? newId(),
      userId: input.userId,
      message: input.message,
      shown: input.shown,
      at: context.now,
    },
    context,
  );

/** Ticks or unticks one action of a strategy the caller looked up (null when the user has no such strategy). */
export const keepStrategyAction = (
  input: Omit<KeepStrategyActionCommand, 'type' | 'at'>,
  context: CommandContext,
) => recordAdvisorResult({ ...input, type: 'KeepStrategyAction', at: context.now }, context);
