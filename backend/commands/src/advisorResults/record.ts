import { ExpectedVersion } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { appendEvents, type CommandContext, decideSafely, transact } from '../commandHandler.ts';
import { type AdvisorResultCommand, advisorResultDecider, advisorStream } from './advisorResults.ts';

/**
 * Records one advisor result on the user's advisor stream. Results never depend on earlier ones, so the
 * stream is appended at any version without being read (concurrent results of one user do not conflict).
 */
export const recordAdvisorResult = (command: AdvisorResultCommand, context: CommandContext) =>
  transact(
    Effect.gen(function* () {
      const events = yield* decideSafely(advisorResultDecider, command, advisorResultDecider.initialState());
      const stream = advisorStream(command.userId);
      yield* appendEvents(stream.id, stream.type, events, ExpectedVersion.any, context);
      return events;
    }),
  );
