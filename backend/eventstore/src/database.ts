import { Worker } from 'node:worker_threads';
import { type SqlClient, SqlError } from '@effect/sql';
import { PgClient } from '@effect/sql-pg';
import { Effect, Layer } from 'effect';
import pg from 'pg';
import { type CommitChannel, CommitChannelInProcess, CommitChannelPostgres } from './commitChannel.ts';
import { prepareStatementsOn } from './preparedStatements.ts';

export type DatabaseConfig =
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number }
  | { readonly kind: 'embedded'; readonly dataDir: string | null; readonly poolSize?: number };

/** Every write transaction is short; a forgotten one must not stall async readers. */
const withSessionDefaults = (url: string) => {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('options')) {
    parsed.searchParams.set('options', '-c idle_in_transaction_session_timeout=30000');
  }
  return parsed.toString();
};

/**
 * Embedded PostgreSQL: PGlite behind its socket server, so the same `pg` driver and SQL run against it. Both
 * run in a worker thread of their own (embeddedWorker.ts): the database's work then uses a second core
 * instead of competing with the HTTP server for the event loop.
 * PGlite has one backend session for every socket: two connections interleaving the extended protocol
 * clobber each other's unnamed statement (error 26000), so the pool holds ONE connection and queries queue
 * in the pool instead (PGlite would run them one at a time anyway). Code must therefore never wait, inside
 * a transaction, for a second connection.
 */
const embeddedPg = (dataDir: string | null, poolSize: number) =>
  Effect.acquireRelease(
    Effect.async<{ worker: Worker; host: string; port: number }, SqlError.SqlError>((resume) => {
      const worker = new Worker(new URL('./embeddedWorker.ts', import.meta.url), {
        workerData: { dataDir, maxConnections: poolSize * 4 },
      });
      const failed = (cause: unknown) =>
        resume(Effect.fail(new SqlError.SqlError({ cause, message: 'The embedded database did not start' })));
      worker.once('error', failed);
      worker.once('message', (message: { port?: number; error?: string }) => {
        worker.off('error', failed);
        if (message.port === undefined) failed(new Error(message.error));
        else resume(Effect.succeed({ worker, host: '127.0.0.1', port: message.port }));
      });
    }),
    ({ worker }) =>
      Effect.async<void>((resume) => {
        // Closed cleanly (PGlite writes its last pages), or gone already: either way the thread ends.
        if (worker.threadId === -1) return resume(Effect.void);
        worker.once('exit', () => resume(Effect.void));
        worker.postMessage('stop');
      }),
  );

/**
 * What a new pooled connection does before the application uses it: it prepares its statements
 * (preparedStatements.ts). On PGlite, which keeps one session for every socket, a connection made after
 * another (the pool replaces a broken one) finds the statements the previous one prepared, so it forgets
 * them first.
 */
export const setUpConnection =
  (kind: DatabaseConfig['kind']) =>
  (client: pg.PoolClient): void =>
    prepareStatementsOn(client, { forgetEarlier: kind === 'embedded' });

/** A pg pool whose connections are set up by `setUpConnection`. */
const preparingPool = (options: pg.PoolConfig, kind: DatabaseConfig['kind']) =>
  PgClient.layerFromPool({
    acquire: Effect.acquireRelease(
      Effect.tryPromise({
        try: async () => {
          const pool = new pg.Pool({ ...options, application_name: 'market-muse' });
          pool.on('error', () => {}); // an idle connection's error: the pool drops it and connects anew
          pool.on('connect', setUpConnection(kind));
          await pool.query('select 1').catch(async (error: unknown) => {
            await pool.end();
            throw error;
          });
          return pool;
        },
        catch: (cause) => new SqlError.SqlError({ cause, message: 'PgClient: Failed to connect' }),
      }).pipe(
        Effect.timeoutFail({
          duration: '5 seconds',
          onTimeout: () =>
            new SqlError.SqlError({
              cause: new Error('Connection timed out'),
              message: 'PgClient: Connection timed out',
            }),
        }),
      ),
      (pool) => Effect.promise(() => pool.end()).pipe(Effect.timeoutOption('1 second')),
    ),
    applicationName: 'market-muse',
  });

/** The database's services: the SQL client over a pool, and the channel commits are announced on. */
export type Database = PgClient.PgClient | SqlClient.SqlClient | CommitChannel;

export const DatabaseLive = (config: DatabaseConfig): Layer.Layer<Database, SqlError.SqlError> => {
  if (config.kind === 'postgres') {
    const connectionString = withSessionDefaults(config.url);
    return Layer.merge(
      preparingPool({ connectionString, max: config.poolSize ?? 8 }, 'postgres'),
      CommitChannelPostgres({ connectionString }),
    );
  }
  // One process opens the embedded database: every commit is announced in process.
  return Layer.unwrapScoped(
    embeddedPg(config.dataDir, 1).pipe(
      Effect.map(({ host, port }) =>
        preparingPool({ host, port, database: 'postgres', user: 'postgres', max: 1 }, 'embedded'),
      ),
    ),
  ).pipe(Layer.merge(CommitChannelInProcess));
};

/** DATABASE_URL selects PostgreSQL; otherwise PGlite persisted in the data directory. */
export const databaseConfigFromEnv = (
  env: NodeJS.ProcessEnv,
  defaultDataDir: string | null,
): DatabaseConfig =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'embedded', dataDir: env.MM_DATA_DIR ?? defaultDataDir };
