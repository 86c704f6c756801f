// Model-based tests: every simple path through each wizard machine, generated from the machine itself
// (@xstate/graph), replayed on a real actor whose save is a test promise; guards and outcomes asserted.
import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise, transition } from 'xstate';
import {
  type AnswersA,
  type AnswersB,
  EMPTY_A,
  EMPTY_B,
  focusComplete,
  preferencesComplete,
} from '../src/answers.ts';
import { variantAMachine } from '../src/machines/variantA.ts';
import { variantBMachine } from '../src/machines/variantB.ts';

type Snap = { value: unknown; context: { answers: object } };
type Ev = { type: string; [key: string]: unknown };

const DONE = { type: 'xstate.done.actor.save', output: { ok: true } };
const FAILED = { type: 'xstate.error.actor.save', error: new Error('500: boom') };

/** Replays a generated path on a real actor, checking each step lands where the model said. */
async function replay(machine: AnyStateMachine, input: unknown, steps: { state: Snap; event: Ev }[]) {
  const spies = { saved: vi.fn(), failed: vi.fn(), cancelled: vi.fn() };
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
  const actor = createActor(
    machine.provide({
      actors: {
        save: fromPromise(
          () =>
            new Promise((resolve, reject) => {
              settle = { resolve, reject };
            }),
        ),
      },
      actions: {
        saved: spies.saved,
        failed: (_: unknown, params: { error: unknown }) => spies.failed(params.error),
        cancelled: spies.cancelled,
      },
    }),
    { input },
  ).start();
  for (const step of steps) {
    if (step.event.type === DONE.type) settle?.resolve(DONE.output);
    else if (step.event.type === FAILED.type) settle?.reject(FAILED.error);
    else if (!step.event.type.startsWith('xstate.')) actor.send(step.event as never);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual(step.state.value));
    expect(actor.getSnapshot().context.answers).toEqual(step.state.context.answers);
  }
  return { actor, spies };
}

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.answers]);

describe('variant B machine (first run, /profile-setup)', () => {
  // Each step offers its own answers: one half of what the step requires, then the other.
  const patches: Record<string, Partial<AnswersB>[]> = {
    welcome: [],
    focus: [{ creativeTypes: ['Visual Artist'] }, { experienceLevel: 'beginner' }],
    preferences: [{ communicationStyle: 'casual' }, { learningPreference: 'mixed' }],
  };
  const events = (s: Snap): Ev[] =>
    s.value === 'saving'
      ? [DONE, FAILED]
      : [
          { type: 'NEXT' },
          { type: 'BACK' },
          ...(patches[s.value as string] ?? []).map((patch) => ({ type: 'CHANGE', patch })),
        ];
  const paths = getSimplePaths(variantBMachine, {
    input: { answers: EMPTY_B },
    events: events as never,
    serializeState: serializeState as never,
  });

  it('generates paths reaching every outcome', () => {
    const ends = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(ends).toContain('"saved"');
    expect(ends).toContain('"welcome"');
    expect(ends).toContain('"focus"');
    expect(ends).toContain('"preferences"');
    expect(paths.length).toBeGreaterThan(20);
  });

  it('guards: Next leaves a step only when its required answers are given; Previous does nothing on step 0', () => {
    for (const path of paths) {
      for (const { state } of path.steps) {
        const from = state as unknown as { value: string; context: { answers: AnswersB } };
        const next = transition(variantBMachine, from as never, { type: 'NEXT' })[0];
        const stays = next.value === from.value;
        if (from.value === 'focus') expect(stays).toBe(!focusComplete(from.context.answers));
        if (from.value === 'preferences') expect(stays).toBe(!preferencesComplete(from.context.answers));
        if (from.value === 'welcome') {
          expect(stays).toBe(false);
          const back = transition(variantBMachine, from as never, { type: 'BACK' })[0];
          expect(back.value).toBe('welcome');
        }
      }
    }
  });

  it.each(paths.map((p, i) => [i, p] as const))('path %i replays on the real actor', async (_, path) => {
    // Each generated step is an event and the state the model says it leads to.
    const { spies, actor } = await replay(
      variantBMachine,
      { answers: EMPTY_B },
      path.steps.map((s) => ({ state: s.state as unknown as Snap, event: s.event as Ev })),
    );
    const saves = path.steps.filter((s) => s.event.type === DONE.type).length;
    const failures = path.steps.filter((s) => s.event.type === FAILED.type).length;
    expect(spies.saved).toHaveBeenCalledTimes(saves);
    expect(spies.failed).toHaveBeenCalledTimes(failures);
    if (failures) expect(spies.failed).toHaveBeenCalledWith(FAILED.error);
    expect(spies.cancelled).not.toHaveBeenCalled();
    if (actor.getSnapshot().value === 'preferences' && failures) {
      // A failed save keeps the answers and returns to the last step.
      expect(actor.getSnapshot().context.answers).toEqual(path.state.context.answers);
    }
    actor.stop();
  });

  it('a restored draft resumes at its step with its answers', () => {
    const answers = { ...EMPTY_B, creativeTypes: ['Musician'], experienceLevel: 'advanced' };
    const actor = createActor(variantBMachine, { input: { answers, step: 'preferences' } }).start();
    expect(actor.getSnapshot().value).toBe('preferences');
    expect(actor.getSnapshot().context.answers).toEqual(answers);
  });
});

describe('variant A machine (Update Profile, /onboarding)', () => {
  const patches: Record<string, Partial<AnswersA>[]> = {
    background: [],
    project: [{ targetAudience: 'Collectors' }],
    goals: [],
  };
  const events = (s: Snap): Ev[] =>
    s.value === 'saving'
      ? [DONE, FAILED]
      : [
          { type: 'NEXT' },
          { type: 'BACK' },
          ...(patches[s.value as string] ?? []).map((patch) => ({ type: 'CHANGE', patch })),
        ];
  const paths = getSimplePaths(variantAMachine, {
    input: { answers: EMPTY_A },
    events: events as never,
    serializeState: serializeState as never,
  });

  it('generates paths reaching saved and cancelled', () => {
    const ends = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(ends).toContain('"saved"');
    expect(ends).toContain('"cancelled"');
  });

  it('enforces nothing: Next always advances, Back on step 1 leaves', () => {
    for (const path of paths) {
      for (const { state } of path.steps) {
        const from = state as unknown as { value: string };
        const next = transition(variantAMachine, from as never, { type: 'NEXT' })[0];
        if (['background', 'project', 'goals'].includes(from.value)) expect(next.value).not.toBe(from.value);
        if (from.value === 'background') {
          const back = transition(variantAMachine, from as never, { type: 'BACK' })[0];
          expect(back.value).toBe('cancelled');
        }
      }
    }
  });

  it.each(paths.map((p, i) => [i, p] as const))('path %i replays on the real actor', async (_, path) => {
    const { spies, actor } = await replay(
      variantAMachine,
      { answers: EMPTY_A },
      path.steps.map((s) => ({ state: s.state as unknown as Snap, event: s.event as Ev })),
    );
    expect(spies.saved).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === DONE.type).length);
    expect(spies.failed).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === FAILED.type).length);
    expect(spies.cancelled).toHaveBeenCalledTimes(path.state.value === 'cancelled' ? 1 : 0);
    actor.stop();
  });
});
