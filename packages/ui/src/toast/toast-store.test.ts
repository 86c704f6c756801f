import { describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from './toast-config.ts';
import { createToastStore, toastReducer, toastStore } from './toast-store.ts';

function fakeTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  return {
    pending,
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        next += 1;
        pending.set(next, { fn, ms });
        return next;
      },
      clearTimeout: (h: unknown) => {
        pending.delete(h as number);
      },
    },
    runAll: () => {
      for (const [id, t] of [...pending]) {
        pending.delete(id);
        t.fn();
      }
    },
  };
}

describe('toast store', () => {
  it("uses the product's numbers: 5000 ms, swipe right past 50 px, F8, removal after 1000000 ms", () => {
    expect({
      TOAST_DURATION,
      TOAST_SWIPE_DIRECTION,
      TOAST_SWIPE_THRESHOLD,
      TOAST_HOTKEY,
      TOAST_REMOVE_DELAY,
    }).toEqual({
      TOAST_DURATION: 5000,
      TOAST_SWIPE_DIRECTION: 'right',
      TOAST_SWIPE_THRESHOLD: 50,
      TOAST_HOTKEY: ['F8'],
      TOAST_REMOVE_DELAY: 1_000_000,
    });
  });

  it('shows one toast at a time: adding one replaces the current', () => {
    const store = createToastStore(fakeTimers().timers);
    expect(TOAST_LIMIT).toBe(1);
    store.toast({ title: 'Profile Saved!' });
    const second = store.toast({ title: 'Login Failed', variant: 'destructive' });
    const { toasts } = store.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id: second.id,
      title: 'Login Failed',
      variant: 'destructive',
      open: true,
    });
  });

  it('updates a toast in place through its handle', () => {
    const store = createToastStore(fakeTimers().timers);
    const handle = store.toast({ title: 'Generating...' });
    handle.update({ title: 'Roadmap Generated!', description: 'Your 90-day plan is ready' });
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({
        id: handle.id,
        title: 'Roadmap Generated!',
        description: 'Your 90-day plan is ready',
      }),
    ]);
  });

  it('dismiss closes the toast and removes it only after TOAST_REMOVE_DELAY', () => {
    const clock = fakeTimers();
    const store = createToastStore(clock.timers);
    const handle = store.toast({ title: 'Project created!' });
    handle.dismiss();
    expect(store.getState().toasts[0]).toMatchObject({ id: handle.id, open: false });
    expect([...clock.pending.values()].map((t) => t.ms)).toEqual([TOAST_REMOVE_DELAY]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    // Dismissing twice does not queue a second removal.
    store.dismiss(handle.id);
    expect(clock.pending.size).toBe(1);
    clock.runAll();
    expect(store.getState().toasts).toEqual([]);
  });

  it('Radix closing the toast (timeout, swipe, close button) dismisses it in the store', () => {
    const store = createToastStore(fakeTimers().timers);
    store.toast({ title: 'Insights Generated!' });
    store.getState().toasts[0]!.onOpenChange(false);
    expect(store.getState().toasts[0]!.open).toBe(false);
  });

  it('dismiss without an id closes every toast', () => {
    const store = createToastStore(fakeTimers().timers);
    store.toast({ title: 'A' });
    store.dismiss();
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
  });

  it('remove drops the toast at once and cancels its pending removal', () => {
    const clock = fakeTimers();
    const store = createToastStore(clock.timers);
    const handle = store.toast({ title: 'Error' });
    handle.dismiss();
    store.remove(handle.id);
    expect(store.getState().toasts).toEqual([]);
    expect(clock.pending.size).toBe(0);
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const store = createToastStore(fakeTimers().timers);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({ title: 'A' });
    handle.update({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives each toast a fresh id', () => {
    const store = createToastStore(fakeTimers().timers);
    const a = store.toast({ title: 'A' });
    const b = store.toast({ title: 'B' });
    expect(a.id).not.toBe(b.id);
  });

  it('reducer leaves other toasts untouched on update and targeted dismiss', () => {
    const base = { open: true, onOpenChange: () => {} };
    const state = { toasts: [{ ...base, id: '1', title: 'one' }] };
    expect(toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '2', title: 'x' } })).toEqual(state);
    expect(toastReducer(state, { type: 'DISMISS_TOAST', toastId: '2' }).toasts[0]!.open).toBe(true);
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: '2' }).toasts).toHaveLength(1);
  });

  it('is one store per page, shared through globalThis by every copy of the kit', async () => {
    const key = Symbol.for('@market-muse/ui/toast-store@1');
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(toastStore);
    vi.resetModules();
    // A second evaluation of the module, as a remote bundling its own copy of the kit would do.
    const copy: string = './toast-store.ts?copy';
    const again = (await import(/* @vite-ignore */ copy)) as typeof import('./toast-store.ts');
    expect(again.toastStore).toBe(toastStore);
  });
});
