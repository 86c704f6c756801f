// Runs a wizard machine for a screen: provides the save (an injectable fromPromise actor) and the outcome
// actions, resumes from the session draft and keeps it up to date while the person answers.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { createWizardMachine } from '../machines/wizard.ts';
import { clearDraft, readDraft, writeDraft } from './draft.ts';

export interface WizardHandlers<A> {
  save: (answers: A) => Promise<unknown>;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
  onCancelled?: () => void;
}

export function useWizard<A extends object>(
  machine: ReturnType<typeof createWizardMachine<A>>,
  options: {
    draftKey: string;
    initial: A;
    empty: A;
    stepIds: readonly string[];
    /** The saved profile's updatedAt (null without one): a draft from an older profile is dropped. */
    basis: string | null;
  } & WizardHandlers<A>,
) {
  const handlers = useRef(options);
  handlers.current = options;
  const { draftKey, basis } = options;

  const [setup] = useState(() => {
    const draft = readDraft(draftKey, options.empty, basis);
    const logic = machine.provide({
      actors: { save: fromPromise<unknown, A>(({ input }) => handlers.current.save(input)) },
      actions: {
        saved: () => {
          clearDraft(draftKey);
          handlers.current.onSaved();
        },
        failed: (_, params: { error: unknown }) => handlers.current.onFailed(params.error),
        cancelled: () => {
          clearDraft(draftKey);
          handlers.current.onCancelled?.();
        },
      },
    });
    return {
      logic,
      input: draft ? { answers: draft.answers, step: draft.step } : { answers: options.initial },
    };
  });

  const [snapshot, send, actorRef] = useMachine(setup.logic, { input: setup.input });

  useEffect(() => {
    const subscription = actorRef.subscribe((next) => {
      const step = next.value as string;
      if (options.stepIds.includes(step))
        writeDraft(draftKey, { step, answers: next.context.answers, basis });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, draftKey, basis, options.stepIds]);

  const step = snapshot.value as string;
  return {
    step,
    stepIndex: Math.max(
      0,
      options.stepIds.indexOf(
        step === 'saving' || step === 'saved' ? (options.stepIds.at(-1) as string) : step,
      ),
    ),
    answers: snapshot.context.answers,
    error: snapshot.context.error,
    saving: step === 'saving',
    canNext: snapshot.can({ type: 'NEXT' }),
    change: (patch: Partial<A>) => send({ type: 'CHANGE', patch }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
  };
}
