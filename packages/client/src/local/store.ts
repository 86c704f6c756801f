// Demo mode's storage: an append-only event log in IndexedDB, the browser's counterpart of the server's
// event store. Every command is decided against the log inside one readwrite transaction, so its events
// are written together or not at all, and two tabs of the same demo serialise on the store.

import type { AuthUser } from '@market-muse/contracts';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';

/** One recorded event: which stream it belongs to, its type and payload, and when it happened. */
export interface LocalEvent {
  /** The log position (IndexedDB's key); absent until written. */
  readonly position?: number;
  readonly streamId: string;
  readonly streamType: string;
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt: string;
}

interface DemoSchema extends DBSchema {
  events: { key: number; value: LocalEvent };
  meta: { key: string; value: unknown };
}

export const DEFAULT_DEMO_DATABASE = 'market-muse-demo';
const VERSION = 1;

/** The demo's visitor: who the local client answers as signed in. */
export type LocalSession = AuthUser;

export interface LocalStore {
  /** The whole log, oldest first. */
  readAll(): Promise<LocalEvent[]>;
  /**
   * Runs `decide` against the log and appends what it returns, in one readwrite transaction. `decide` is
   * synchronous (no awaiting inside the transaction) and throws to refuse: then nothing is written.
   */
  transact<A>(decide: (log: readonly LocalEvent[]) => { events: LocalEvent[]; result: A }): Promise<A>;
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
  deleteMeta(key: string): Promise<void>;
  close(): void;
}

export async function openLocalStore(name: string = DEFAULT_DEMO_DATABASE): Promise<LocalStore> {
  const db: IDBPDatabase<DemoSchema> = await openDB<DemoSchema>(name, VERSION, {
    upgrade(database) {
      database.createObjectStore('events', { keyPath: 'position', autoIncrement: true });
      database.createObjectStore('meta');
    },
    // 'Reset demo' in another tab deletes the database: let go of it instead of blocking the deletion.
    blocking() {
      db.close();
    },
  });
  return {
    readAll: () => db.getAll('events'),
    async transact(decide) {
      const tx = db.transaction('events', 'readwrite');
      const log = await tx.store.getAll();
      let outcome: ReturnType<typeof decide>;
      try {
        outcome = decide(log);
      } catch (error) {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw error;
      }
      // Issued before returning to the event loop, so the transaction is still active.
      const writes = outcome.events.map((event) => tx.store.add(event));
      await Promise.all([...writes, tx.done]);
      return outcome.result;
    },
    getMeta: async <T>(key: string) => (await db.get('meta', key)) as T | undefined,
    async setMeta(key, value) {
      await db.put('meta', value, key);
    },
    async deleteMeta(key) {
      await db.delete('meta', key);
    },
    close: () => db.close(),
  };
}

/** Removes a demo's whole database ('Reset demo'). Resolves once no tab holds it open any more. */
export async function deleteLocalStore(name: string = DEFAULT_DEMO_DATABASE): Promise<void> {
  await deleteDB(name);
}
