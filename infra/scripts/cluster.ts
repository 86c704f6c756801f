// `npm run cluster -- --replicas 3 [--workers 2] [--port 8080]`: API replicas and worker(s) of this build
// (run `npm run build` first) on DATABASE_URL and, when set, KAFKA_BROKERS, behind HAProxy on one port.
// Ctrl-C stops everything.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster.ts';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '3' },
    workers: { type: 'string', default: '1' },
    port: { type: 'string', default: '8080' },
  },
});
const replicas = Number(values.replicas);
const workers = Number(values.workers);
if (!Number.isInteger(replicas) || replicas < 1) throw new Error('--replicas must be a positive integer');
if (!Number.isInteger(workers) || workers < 0) throw new Error('--workers must be 0 or more');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('The cluster shares one PostgreSQL: set DATABASE_URL (PGlite serves one process only).');
  process.exit(2);
}
const kafkaEnv = process.env.KAFKA_BROKERS ? { KAFKA_BROKERS: process.env.KAFKA_BROKERS } : undefined;
const cluster = await startCluster({
  replicas,
  workers,
  databaseUrl,
  kafkaEnv,
  port: Number(values.port),
  onOutput: (name, line) => console.log(`${name.padEnd(8)} ${line}`),
});
console.log(
  `Market Muse cluster: ${replicas} API replica(s) and ${workers} worker(s) behind HAProxy at ${cluster.url}` +
    (kafkaEnv ? ` (Kafka ${kafkaEnv.KAFKA_BROKERS})` : ' (no Kafka)'),
);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
