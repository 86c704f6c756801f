import { expect } from 'vitest';
import { type Decider, DomainError, type DomainEvent, fold } from '../decider.ts';

/**
 * Given/when/then for deciders (after Emmett's DeciderSpecification):
 *   spec(decider).given([...events]).when(command).thenEmits([...events])
 */
export const DeciderSpecification = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
) => ({
  given: (history: ReadonlyArray<Event>) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, fold(decider, history));
      return {
        thenEmits: (expected: ReadonlyArray<Event>) => expect(run()).toEqual(expected),
        thenMatches: (check: (events: ReadonlyArray<Event>) => void) => check(run()),
        thenNothingHappened: () => expect(run()).toEqual([]),
        thenThrows: (expected: { code: DomainError['code']; message?: string | RegExp; field?: string }) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown, 'the command should have been rejected').toBeInstanceOf(DomainError);
          const error = thrown as DomainError;
          expect(error.code).toBe(expected.code);
          if (typeof expected.message === 'string') expect(error.message).toBe(expected.message);
          if (expected.message instanceof RegExp) expect(error.message).toMatch(expected.message);
          if (expected.field) expect(error.field).toBe(expected.field);
        },
      };
    },
  }),
});
