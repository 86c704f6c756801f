import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Effect } from 'effect';
import pg from 'pg';
import { afterAll, beforeAll, it as plainIt } from 'vitest';
import { setUpConnection } from '../src/database.ts';
import { databaseKinds, storeLayer } from './layers.ts';

describe.each(databaseKinds)('prepared statements on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('a parameterised statement is prepared once per connection and then only executed', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const marker = `prepared-${crypto.randomUUID()}`;
        // One transaction pins one connection: the statement runs twice on it, prepared once.
        const prepared = yield* sql.withTransaction(
          Effect.gen(function* () {
            for (const n of [1, 2]) {
              const rows = yield* sql<{
                n: number;
                marker: string;
              }>`select ${n}::int as n, ${marker}::text as marker`;
              expect(rows).toEqual([{ n, marker }]);
            }
            return yield* sql<{ name: string }>`select name from pg_prepared_statements
              where statement = 'select $1::int as n, $2::text as marker'`;
          }),
        );
        expect(prepared.length).toBe(1);
        expect(prepared[0]!.name).toMatch(/^mm_/);
      }),
    );
  });
});

// PGlite keeps one session for every socket: a connection that replaces another must find a clean slate.
describe('prepared statements on a replaced PGlite connection', () => {
  let db: PGlite;
  let server: PGLiteSocketServer;
  let connection: pg.PoolConfig;
  beforeAll(async () => {
    db = await PGlite.create();
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    const [host, port] = server.getServerConn().split(':');
    connection = { host: host!, port: Number(port), user: 'postgres', database: 'postgres', max: 1 };
  });
  afterAll(async () => {
    await server.stop();
    await db.close();
  });

  /** Runs a statement, drops the pool's connection, and runs it again on the next one. */
  const acrossConnections = async (pool: pg.Pool) => {
    try {
      expect((await pool.query('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
      const client = await pool.connect();
      client.release(true); // destroyed: the pool connects anew
      return (await pool.query('select $1::int as n', [2])).rows;
    } finally {
      await pool.end();
    }
  };

  plainIt('works with the embedded set-up, which forgets the earlier connection’s statements', async () => {
    const pool = new pg.Pool(connection);
    pool.on('connect', setUpConnection('embedded'));
    expect(await acrossConnections(pool)).toEqual([{ n: 2 }]);
  });

  plainIt('fails without it: the new connection finds the name taken', async () => {
    await db.query('deallocate all');
    const pool = new pg.Pool(connection);
    pool.on('connect', setUpConnection('postgres'));
    await expect(acrossConnections(pool)).rejects.toThrow(/already exists/);
  });
});
