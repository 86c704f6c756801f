import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { Effect } from 'effect';
import { type EncryptedField, isEncryptedField } from './personalData.ts';

// Opening personal envelopes is the cipher's set-up and a copy per envelope, on whatever thread asks: a
// rebuild's page of tasks holds thousands, and opened on the main thread they stopped everything else for
// a quarter of the pass. Large batches are opened on a thread of their own (one per process, started at
// the first one), so the caller's thread decodes and applies the page before while the next one is opened.

/** Fewer envelopes than this are opened where they are asked for: a round trip to the thread would cost more. */
export const OFF_THREAD_MIN = 1_000;

export interface Envelope {
  readonly eventId: string;
  readonly field: EncryptedField;
}

/** Every envelope of some events as stored (the envelope, and older ciphertexts one per field). */
export const envelopesOf = (events: ReadonlyArray<{ eventId: string; data: Record<string, unknown> }>) => {
  const envelopes: Envelope[] = [];
  for (const event of events)
    for (const value of Object.values(event.data))
      if (isEncryptedField(value)) envelopes.push({ eventId: event.eventId, field: value });
  return envelopes;
};

let worker: Worker | null = null;
/** Set when the thread failed: from then on every batch is opened in the caller's thread. */
let unavailable = false;
let nextId = 0;
const pending = new Map<number, (texts: ReadonlyArray<string | null> | null) => void>();

const abandon = () => {
  unavailable = true;
  worker = null;
  for (const settle of pending.values()) settle(null);
  pending.clear();
};

const openingWorker = () => {
  if (worker || unavailable) return worker;
  try {
    worker = new Worker(new URL('./openingWorker.ts', import.meta.url));
  } catch {
    abandon();
    return null;
  }
  worker.on('message', ({ id, texts }: { id: number; texts: ReadonlyArray<string | null> }) => {
    const settle = pending.get(id);
    pending.delete(id);
    // An idle thread does not keep the process alive.
    if (pending.size === 0) worker?.unref();
    settle?.(texts);
  });
  worker.on('error', abandon);
  worker.on('exit', abandon);
  return worker;
};

/**
 * Starts the opening thread ahead of its first batch: it takes some 70 ms to load, which a rebuild otherwise
 * waits for at its first page (most of the whole rebuild for a model of a few thousand events). Idle, it does
 * not keep the process alive.
 */
export const startOpeningThread = () => {
  const thread = openingWorker();
  if (pending.size === 0) thread?.unref();
};

/**
 * The JSON text of each envelope, opened on the opening thread with the keys given (null where it does not
 * open); null when the thread is unavailable, and the caller opens them itself.
 */
export const openOffThread = (keys: ReadonlyMap<string, KeyObject>, envelopes: ReadonlyArray<Envelope>) =>
  Effect.async<ReadonlyMap<EncryptedField, string | null> | null>((resume) => {
    const thread = openingWorker();
    if (!thread) return resume(Effect.succeed(null));
    const raw = new Map<string, Buffer>();
    for (const { field } of envelopes) {
      const key = keys.get(field.sub);
      if (key && !raw.has(field.sub)) raw.set(field.sub, key.export());
    }
    const id = nextId++;
    pending.set(id, (texts) => {
      if (!texts) return resume(Effect.succeed(null));
      const opened = new Map<EncryptedField, string | null>();
      for (const [i, { field }] of envelopes.entries()) opened.set(field, texts[i] ?? null);
      resume(Effect.succeed(opened));
    });
    thread.ref();
    thread.postMessage({
      id,
      keys: [...raw],
      items: envelopes.map(({ eventId, field }) => [field.sub, eventId, field.iv, field.ct]),
    });
  });
