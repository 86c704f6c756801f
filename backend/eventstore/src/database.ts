import { mkdirSync } from 'node:fs';
import type { SqlClient, SqlError } from '@effect/sql';
import { PgClient } from '@effect/sql-pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Effect, Layer, Redacted } from 'effect';

export type DatabaseConfig =
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number }
  | { readonly kind: 'embedded'; readonly dataDir: string | null; readonly poolSize?: number };

/** Every write transaction is short; a forgotten one must not stall async readers (design notes §1). */
const withSessionDefaults = (url: string) => {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('options')) {
    parsed.searchParams.set('options', '-c idle_in_transaction_session_timeout=30000');
  }
  return parsed.toString();
};

/**
 * Embedded PostgreSQL: PGlite behind its socket server, so the same `pg` driver and SQL run against it.
 * PGlite has one backend session for every socket: two connections interleaving the extended protocol
 * clobber each other's unnamed statement (error 26000), so the pool holds ONE connection and queries queue
 * in the pool instead (PGlite would run them one at a time anyway). Code must therefore never wait, inside
 * a transaction, for a second connection.
 */
const embeddedPg = (dataDir: string | null, poolSize: number) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      if (dataDir) mkdirSync(dataDir, { recursive: true });
      const db = await PGlite.create(dataDir ?? undefined);
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: poolSize * 4 });
      await server.start();
      const [host, port] = server.getServerConn().split(':');
      return { db, server, host: host!, port: Number(port) };
    }),
    ({ db, server }) =>
      Effect.promise(async () => {
        await server.stop();
        await db.close();
      }),
  );

export const DatabaseLive = (
  config: DatabaseConfig,
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, SqlError.SqlError> => {
  if (config.kind === 'postgres') {
    const poolSize = config.poolSize ?? 8;
    return PgClient.layer({
      url: Redacted.make(withSessionDefaults(config.url)),
      maxConnections: poolSize,
      applicationName: 'market-muse',
    });
  }
  return Layer.unwrapScoped(
    embeddedPg(config.dataDir, 1).pipe(
      Effect.map(({ host, port }) =>
        PgClient.layer({
          host,
          port,
          database: 'postgres',
          username: 'postgres',
          maxConnections: 1,
          applicationName: 'market-muse',
        }),
      ),
    ),
  );
};

/** DATABASE_URL selects PostgreSQL; otherwise PGlite persisted in the data directory. */
export const databaseConfigFromEnv = (
  env: NodeJS.ProcessEnv,
  defaultDataDir: string | null,
): DatabaseConfig =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'embedded', dataDir: env.MM_DATA_DIR ?? defaultDataDir };
