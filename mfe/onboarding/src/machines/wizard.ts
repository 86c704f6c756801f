// One wizard machine per onboarding variant, built from its list of steps: the machine alone knows the
// current step, the answers, whether Next is allowed (the step's guard), the save and its outcome.
// The save is the `save` actor (fromPromise) and the outcomes are the `saved` / `failed` / `cancelled`
// actions, all provided by the screen (or by a test).
import { assign, fromPromise, setup } from 'xstate';

export interface WizardStep<A> {
  /** State name, e.g. 'background'. */
  id: string;
  /** What the step needs before Next; absent = nothing enforced. */
  complete?: (answers: A) => boolean;
}

export interface WizardContext<A> {
  answers: A;
  /** The last failed save's error, until the next attempt. */
  error: unknown;
  /** The step a restored draft resumes at (read once, by the initial transient state). */
  resume: string | undefined;
}

export type WizardEvent<A> = { type: 'CHANGE'; patch: Partial<A> } | { type: 'NEXT' } | { type: 'BACK' };

export interface WizardInput<A> {
  answers: A;
  /** Resume at this step (a restored draft); the first step when absent or unknown. */
  step?: string | undefined;
}

export interface WizardOptions<A> {
  id: string;
  steps: readonly [WizardStep<A>, ...WizardStep<A>[]];
  /** Back on the first step leaves the wizard (variant A goes to /); otherwise Back does nothing there. */
  backLeaves: boolean;
}

export const SAVING = 'saving';
export const SAVED = 'saved';
export const CANCELLED = 'cancelled';

export function createWizardMachine<A extends object>({ id, steps, backLeaves }: WizardOptions<A>) {
  const last = steps.length - 1;
  const stepIds = steps.map((step) => step.id);

  const base = setup({
    types: {
      context: {} as WizardContext<A>,
      events: {} as WizardEvent<A>,
      input: {} as WizardInput<A>,
    },
    actors: {
      save: fromPromise<unknown, A>(async () => {
        throw new Error('save is not provided');
      }),
    },
    actions: {
      change: assign({
        answers: ({ context, event }) =>
          event.type === 'CHANGE' ? { ...context.answers, ...event.patch } : context.answers,
      }),
      clearError: assign({ error: () => undefined }),
      setError: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
      saved: () => {},
      failed: (_, _params: { error: unknown }) => {},
      cancelled: () => {},
    },
  });

  const stepStates = Object.fromEntries(
    steps.map((step, index) => {
      const next = index < last ? stepIds[index + 1] : SAVING;
      const back = index > 0 ? stepIds[index - 1] : backLeaves ? CANCELLED : undefined;
      const complete = step.complete;
      return [
        step.id,
        {
          on: {
            CHANGE: { actions: 'change' },
            NEXT: {
              target: next,
              ...(complete
                ? { guard: ({ context }: { context: WizardContext<A> }) => complete(context.answers) }
                : {}),
            },
            ...(back ? { BACK: { target: back } } : {}),
          },
        },
      ];
    }),
  );

  return base.createMachine({
    id,
    context: ({ input }) => ({ answers: input.answers, error: undefined, resume: input.step }),
    initial: 'restoring',
    states: {
      // Transient: go to the draft's step (a reload mid-wizard resumes there), else the first step.
      restoring: {
        always: [
          ...stepIds.slice(1).map((stepId) => ({
            guard: ({ context }: { context: WizardContext<A> }) => context.resume === stepId,
            target: stepId,
          })),
          { target: stepIds[0] as string },
        ],
      },
      ...stepStates,
      [SAVING]: {
        entry: 'clearError',
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }: { context: WizardContext<A> }) => context.answers,
          onDone: { target: SAVED, actions: 'saved' },
          onError: {
            target: stepIds[last] as string,
            actions: [
              'setError',
              {
                type: 'failed',
                params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
              },
            ],
          },
          // A generic A defeats XState's inference of the invoke config; its shape is checked by the tests.
        } as never,
      },
      [SAVED]: { type: 'final' },
      [CANCELLED]: { type: 'final', entry: 'cancelled' },
    },
  });
}
