// A big store copied from a benchmark's database can start work of its own when the server opens it: a
// read model the benchmark left fed from a Kafka topic goes back to the table by a rebuild, and models
// behind the store's head catch up. On the million-event set such a rebuild runs for a minute beside the
// requests and was most of the API's slowest answers. The `scale` profile measures the API on a store at
// rest, so it waits for that work to end first and says what it waited for.
import pg from 'pg';

export interface SettledStore {
  readonly seconds: number;
  /** Read models the server rebuilt or caught up before the store came to rest. */
  readonly waitedFor: ReadonlyArray<string>;
  /** Read models still behind when the wait gave up (empty when the store came to rest). */
  readonly stillBehind: ReadonlyArray<string>;
}

/**
 * What keeps a store busy: rebuilds in progress and, for a server fed from the table only, models still
 * marked as fed from a topic (their rebuild is coming); and where every read model's checkpoint stands. A
 * model catching up moves its checkpoint. The store is at rest when the checkpoints stop moving, not when
 * each reaches the last event: a checkpoint stops short of it while any transaction on the server is open,
 * and a model fed from a topic keeps its place there, not in this table.
 */
const lookAt = async (client: pg.Client, watchFeeds: boolean) => {
  const busy = await client.query<{ what: string }>(
    `select 'rebuilding ' || substr(nspname, length('mm_rebuild_') + 1) as what from pg_namespace
       where nspname like 'mm\\_rebuild\\_%'
     ${watchFeeds ? `union all select 'returning to the table ' || projection from mm_kafka_feeds` : ''}`,
  );
  const checkpoints = await client.query<{ projection: string; at: string }>(
    'select projection, global_position::text as at from mm_checkpoints order by projection',
  );
  return {
    busy: busy.rows.map((row) => row.what),
    checkpoints: new Map(checkpoints.rows.map((row) => [row.projection, row.at])),
  };
};

/** Waits until the store has been at rest over two seconds in a row, or `timeoutMs` passed. */
export async function settledStore(
  databaseUrl: string,
  tableFed: boolean,
  timeoutMs = 10 * 60_000,
): Promise<SettledStore> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const waitedFor = new Set<string>();
  let restful = 0;
  let busy: string[] = [];
  let before: Map<string, string> | null = null;
  try {
    // The feeds' table exists once any server ran with Kafka; without it no model is fed from a topic.
    const feeds = await client.query<{ found: boolean }>(
      `select to_regclass('mm_kafka_feeds') is not null as found`,
    );
    const watchFeeds = tableFed && feeds.rows[0]?.found === true;
    while (restful < 2 && Date.now() - started < timeoutMs) {
      const now = await lookAt(client, watchFeeds);
      const moved = before
        ? [...now.checkpoints].filter(([projection, at]) => before?.get(projection) !== at)
        : [];
      busy = [...now.busy, ...moved.map(([projection]) => `catching up ${projection}`)];
      for (const what of busy) waitedFor.add(what);
      restful = before !== null && busy.length === 0 ? restful + 1 : 0;
      before = now.checkpoints;
      if (restful < 2) await new Promise((wait) => setTimeout(wait, 1_000));
    }
  } finally {
    await client.end();
  }
  return {
    seconds: (Date.now() - started) / 1000,
    waitedFor: [...waitedFor],
    stillBehind: restful < 2 ? busy : [],
  };
}
