import { Context, Deferred, Effect, Exit, Layer, Queue, Stream } from 'effect';
import pg from 'pg';

/** The PostgreSQL channel on which commits are announced to the other processes sharing the database. */
export const EVENTS_CHANNEL = 'mm_events';

/** That events were committed, and of which types; `types` is null when they are not known. */
export interface Commit {
  readonly types: ReadonlyArray<string> | null;
}

export interface CommitChannelService {
  /** Tells the other processes on the database that events of these types were just committed here. */
  readonly announce: (types: ReadonlyArray<string>) => Effect.Effect<void>;
  /** What the other processes announce (one consumer: the process's EventBus). */
  readonly heard: Stream.Stream<Commit>;
}

/** Carries commit announcements between the processes that share one database. */
export class CommitChannel extends Context.Tag('@market-muse/CommitChannel')<
  CommitChannel,
  CommitChannelService
>() {}

/** A database no other process opens (the embedded one): nothing to tell, nothing to hear. */
export const CommitChannelInProcess = Layer.succeed(
  CommitChannel,
  CommitChannel.of({ announce: () => Effect.void, heard: Stream.never }),
);

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; past this, the types are left out. */
const MAX_PAYLOAD_BYTES = 7_900;

export const announcement = (origin: string, types: ReadonlyArray<string>) => {
  const payload = JSON.stringify({ origin, types });
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ origin, types: null });
};

/** A commit another process announced; null for this process's own (already published in process). */
export const heardCommit = (payload: string, origin: string): Commit | null => {
  try {
    const parsed = JSON.parse(payload) as { origin?: unknown; types?: unknown };
    if (parsed.origin === origin) return null;
    const types = parsed.types;
    return Array.isArray(types) && types.every((t) => typeof t === 'string') ? { types } : { types: null };
  } catch {
    // Someone else's NOTIFY on the channel: it says commits happened, not which.
    return { types: null };
  }
};

/**
 * Commit announcements over PostgreSQL's LISTEN/NOTIFY, on one connection of this process's own (the pool's
 * connections are for transactions). The command handler announces after its transaction committed, so a
 * listener reads the events as soon as it hears of them. Announcements made while one is being sent are
 * merged into the next, so a busy process sends about one NOTIFY per round trip, not one per command.
 *
 * Why not a trigger or a NOTIFY inside the append's transaction: PostgreSQL serialises the commits of every
 * transaction that notifies (one server-wide lock, held from queueing the notification until the commit is
 * flushed), which costs concurrent writers most of their throughput (`npm run bench:wake-ups`); a separate
 * notifying transaction serialises only these announcements. The session commits them without waiting for the disk: a
 * notification is a hint, and readers poll behind it.
 *
 * A lost connection is opened again after a second; until then, and for announcements lost meanwhile,
 * readers fall back on their poll. Each (re)connection wakes every reader once: what was announced while
 * this process was not listening is unknown.
 */
export const CommitChannelPostgres = (connection: pg.ClientConfig) =>
  Layer.scoped(
    CommitChannel,
    Effect.gen(function* () {
      const origin = crypto.randomUUID();
      const inbox = yield* Queue.sliding<Commit>(1024);
      const kick = yield* Queue.sliding<void>(1);
      const pending = new Set<string>();
      let current: pg.Client | null = null;
      const listening = yield* Deferred.make<void>();
      // One warning per outage, not one per attempt.
      let outage = false;

      const open = Effect.tryPromise(async () => {
        const client = new pg.Client({ ...connection, application_name: 'market-muse-commits' });
        client.on('error', () => {}); // the 'end' that follows is what the session waits for
        try {
          await client.connect();
          await client.query('set synchronous_commit to off');
          await client.query(`listen ${EVENTS_CHANNEL}`);
          return client;
        } catch (error) {
          await client.end().catch(() => undefined);
          throw error;
        }
      });
      const session = Effect.acquireUseRelease(
        open,
        (client) =>
          Effect.async<void>((resume) => {
            const onNotification = (message: pg.Notification) => {
              if (message.channel !== EVENTS_CHANNEL) return;
              const commit = heardCommit(message.payload ?? '', origin);
              if (commit) Queue.unsafeOffer(inbox, commit);
            };
            client.on('notification', onNotification);
            client.once('end', () => resume(Effect.void));
            current = client;
            outage = false;
            Queue.unsafeOffer(inbox, { types: null });
            Deferred.unsafeDone(listening, Exit.void);
            return Effect.sync(() => client.off('notification', onNotification));
          }),
        (client) =>
          Effect.promise(() => {
            current = null;
            return client.end().catch(() => undefined);
          }),
      );
      const lost = (reason: string) =>
        Effect.suspend(() => {
          const report = outage
            ? Effect.void
            : Effect.logWarning(`Commit announcements: ${reason}; readers poll until LISTEN is back`);
          outage = true;
          return report.pipe(Effect.zipRight(Effect.sleep('1 second')));
        });
      yield* session.pipe(
        Effect.matchEffect({
          onFailure: (error) => lost(`no LISTEN connection (${String(error)})`),
          onSuccess: () => lost('the LISTEN connection ended'),
        }),
        Effect.forever,
        Effect.forkScoped,
      );

      yield* Queue.take(kick).pipe(
        Effect.zipRight(
          Effect.suspend(() => {
            const types = [...pending];
            pending.clear();
            const client = current;
            if (client === null || types.length === 0) return Effect.void;
            return Effect.tryPromise(() =>
              client.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, announcement(origin, types)]),
            ).pipe(Effect.ignore);
          }),
        ),
        Effect.forever,
        Effect.forkScoped,
      );

      // Start listening before the layer is ready, so a reader started with it hears the next commit.
      yield* Deferred.await(listening).pipe(Effect.timeout('5 seconds'), Effect.ignore);
      return CommitChannel.of({
        announce: (types) =>
          Effect.sync(() => {
            for (const type of types) pending.add(type);
          }).pipe(Effect.zipRight(Queue.offer(kick, undefined)), Effect.asVoid),
        heard: Stream.fromQueue(inbox),
      });
    }),
  );
