// The advisor's routes on a big store, one request at a time: today's tasks (`POST /api/tasks/generate-daily`,
// which builds the advisor's context before it finds the day's recorded generation) and a personalised advice,
// for the seeded creators with the most events, beside the one-row project list as the raw baseline of the
// same run (the shared machine's load moves every figure; the ratio to the baseline is what the store costs).
//
//   DATABASE_URL=postgres://…/postgres node backend/api/bench/advisorRoutes.ts --database <a copy of mm_scale>
//
// The database is used as it is (never created or dropped): sessions are added and removed, and the routes
// record what they record for any creator (the day's tasks once, an advice per call).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEV_KEY_ENCRYPTION_KEY } from '@market-muse/eventstore';
import { startServer } from '../../../infra/scripts/load/processes.ts';
import { seededSessions } from '../../../infra/scripts/load/seededSessions.ts';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    creators: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
  },
});
const server = process.env.DATABASE_URL;
if (!(server && /^[a-z_][a-z0-9_]*$/.test(options.database ?? ''))) {
  console.error('usage: DATABASE_URL=postgres://… node backend/api/bench/advisorRoutes.ts --database <name>');
  process.exit(2);
}
const url = new URL(server);
url.pathname = `/${options.database}`;
const databaseUrl = url.toString();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// The server first: its start makes the session table a store copied from the bench's may lack.
const running = await startServer(
  { kind: 'postgres', url: databaseUrl, dataDir: null, drop: async () => {} },
  { MM_PREVIOUS_KEY_ENCRYPTION_KEYS: DEV_KEY_ENCRYPTION_KEY },
);
const sessions = await seededSessions(databaseUrl, Number(options.creators)).catch(async (error) => {
  await running.stop();
  throw error;
});

const call = async (token: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const started = performance.now();
  const res = await fetch(`${running.url}${path}`, {
    method,
    headers: { cookie: `mm_session=${token}`, origin: running.url, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
  return performance.now() - started;
};

const routes = {
  'GET /api/projects (baseline)': (token: string) => call(token, 'GET', '/api/projects'),
  'POST /api/tasks/generate-daily': (token: string) => call(token, 'POST', '/api/tasks/generate-daily', {}),
  'POST /api/ai/personalized-advice': (token: string) =>
    call(token, 'POST', '/api/ai/personalized-advice', {
      context: 'How should I price my portrait sessions?',
    }),
};
const quantile = (sorted: ReadonlyArray<number>, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

try {
  console.log(
    `Advisor routes on ${options.database}: ${sessions.tokens.length} creators (${sessions.events.least}–${sessions.events.most} events each), ${options.rounds} rounds, one request at a time; load average ${load()}`,
  );
  // A first round unmeasured: today's tasks are generated once, every later call finds them.
  for (const token of sessions.tokens) for (const route of Object.values(routes)) await route(token);
  const times = new Map<string, number[]>(Object.keys(routes).map((name) => [name, []]));
  for (let round = 0; round < Number(options.rounds); round++)
    for (const token of sessions.tokens)
      for (const [name, route] of Object.entries(routes)) times.get(name)!.push(await route(token));
  const baseline = quantile(
    [...times.values()][0]!.sort((a, b) => a - b),
    0.5,
  );
  for (const [name, list] of times) {
    const sorted = list.sort((a, b) => a - b);
    const median = quantile(sorted, 0.5);
    console.log(
      `  ${name.padEnd(36)} median ${median.toFixed(1).padStart(6)} ms  p95 ${quantile(sorted, 0.95).toFixed(1).padStart(6)} ms  ${(median / baseline).toFixed(1)}× the baseline`,
    );
  }
  console.log(`load average at the end ${load()}`);
} finally {
  await running.stop();
  await sessions.remove();
}
