// Demo mode's storage: an append-only event log in IndexedDB, the browser's counterpart of the server's
// event store. A command's events are committed in one readwrite transaction that first checks the
// versions the command decided at, so they are written together or not at all, and two tabs of the same
// demo cannot both append to a stream from the same version.

import type { AuthUser } from '@market-muse/contracts';
import {
  checkAppends,
  type LoggedEvent,
  type PendingAppend,
  streamVersions,
  type WrongExpectedVersion,
} from '@market-muse/domain';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';

/** One recorded event: which stream it belongs to, its type and payload, and when it happened. */
export interface LocalEvent extends LoggedEvent {
  /** The log position (IndexedDB's key); absent until written. */
  readonly position?: number;
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
   * Appends the events in one readwrite transaction if every stream is still at the version its append
   * expects; otherwise writes nothing and answers the conflict.
   */
  commit(appends: ReadonlyArray<PendingAppend>): Promise<WrongExpectedVersion | null>;
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
    async commit(appends) {
      const tx = db.transaction('events', 'readwrite');
      const conflict = checkAppends(streamVersions(await tx.store.getAll()), appends);
      if (conflict) {
        tx.abort();
        await tx.done.catch(() => undefined);
        return conflict;
      }
      // Issued before returning to the event loop, so the transaction is still active.
      const writes = appends.flatMap((append) => append.events.map((event) => tx.store.add(event)));
      await Promise.all([...writes, tx.done]);
      return null;
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
