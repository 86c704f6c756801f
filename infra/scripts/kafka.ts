// The Kafka broker the project runs itself, the way it provides everything else: Apache Kafka's jars come
// from Maven Central into a cache once (infra/kafka/pom.xml), a single-node KRaft log directory is
// formatted, and the broker is started on a port and waited for.
//
//   npm run kafka                      start on 127.0.0.1:9092 (data in .data/kafka), until Ctrl+C
//   npm run kafka -- --port 19092      another port
//   npm run kafka -- fetch             only fill the jar cache (CI does this before the tests)
//   npm run kafka -- stop              stop a broker started in the background (its pid file)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** kafkajs 2.2.4 speaks to 4.1.0 (verified: topics, idempotent producer, groups, transactions). */
export const KAFKA_VERSION = '4.1.0';
const ROOT = resolve(import.meta.dirname, '../..');
const POM_DIR = join(ROOT, 'infra/kafka');

export function kafkaCacheDir(): string {
  const base =
    process.env.MM_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'market-muse');
  return join(base, `kafka-${KAFKA_VERSION}`);
}

/** The broker's jars, fetched from Maven Central the first time (about 54 MB, 30 s), then reused. */
export function ensureKafkaJars(): string {
  const lib = join(kafkaCacheDir(), 'lib');
  if (existsSync(join(lib, '.complete'))) return lib;
  const staging = `${lib}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  console.log(`[kafka] fetching Apache Kafka ${KAFKA_VERSION} from Maven Central into ${lib}`);
  execFileSync('mvn', ['-q', '-B', 'dependency:copy-dependencies', `-DoutputDirectory=${staging}`], {
    cwd: POM_DIR,
    stdio: 'inherit',
  });
  writeFileSync(join(staging, '.complete'), KAFKA_VERSION);
  rmSync(lib, { recursive: true, force: true });
  renameSync(staging, lib);
  return lib;
}

export interface KafkaOptions {
  /** Client port on 127.0.0.1. */
  readonly port?: number;
  /** Controller port (default port + 1). */
  readonly controllerPort?: number;
  /** KRaft log directory; formatted the first time. */
  readonly dataDir?: string;
  /** How long to wait for the port to open. */
  readonly readyTimeoutMs?: number;
}

export interface RunningKafka {
  /** For KAFKA_BROKERS. */
  readonly brokers: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

const java = (lib: string, args: string[]) =>
  execFileSync('java', ['-cp', `${lib}/*`, ...args], { encoding: 'utf8' }).trim();

function serverProperties(port: number, controllerPort: number, logDir: string): string {
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
    'controller.listener.names=CONTROLLER',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    'inter.broker.listener.name=PLAINTEXT',
    `log.dirs=${logDir}`,
    'num.partitions=3',
    'offsets.topic.replication.factor=1',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'group.initial.rebalance.delay.ms=0',
    // The domain topic keeps every event (replays start at offset zero): no time or size retention.
    'log.retention.ms=-1',
    'log.retention.bytes=-1',
    'auto.create.topics.enable=false',
    '',
  ].join('\n');
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export async function startKafka(options: KafkaOptions = {}): Promise<RunningKafka> {
  const port = options.port ?? 9092;
  const controllerPort = options.controllerPort ?? port + 1;
  const dataDir = resolve(options.dataDir ?? join(ROOT, '.data/kafka'));
  const lib = ensureKafkaJars();
  if (await portOpen(port)) throw new Error(`[kafka] port ${port} is already in use`);
  const logDir = join(dataDir, 'log');
  mkdirSync(logDir, { recursive: true });
  const config = join(dataDir, 'server.properties');
  writeFileSync(config, serverProperties(port, controllerPort, logDir));
  if (!existsSync(join(logDir, 'meta.properties'))) {
    const clusterId = java(lib, ['kafka.tools.StorageTool', 'random-uuid']);
    java(lib, ['kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config, '--standalone']);
  }
  const child = spawn(
    'java',
    [
      '-Xmx512m',
      `-Dlog4j2.configurationFile=${join(POM_DIR, 'log4j2.properties')}`,
      `-Dkafka.logs.dir=${join(dataDir, 'logs')}`,
      '-cp',
      `${lib}/*`,
      'kafka.Kafka',
      config,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  writeFileSync(join(dataDir, 'kafka.pid'), String(child.pid));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(join(dataDir, 'kafka.pid'), { force: true });
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (!(await portOpen(port))) {
    if (child.exitCode !== null) throw new Error(`[kafka] the broker exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`[kafka] the broker did not open port ${port} in time`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { brokers: `127.0.0.1:${port}`, process: child, stop };
}

function stopFromPidFile(dataDir: string): void {
  const file = join(dataDir, 'kafka.pid');
  if (!existsSync(file)) {
    console.log('[kafka] no broker is running from', dataDir);
    return;
  }
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
    console.log(`[kafka] stopped ${pid}`);
  } catch {
    console.log(`[kafka] ${pid} was not running`);
  }
  rmSync(file, { force: true });
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  };
  const port = Number(flag('--port') ?? 9092);
  const dataDir = flag('--dir') ?? join(ROOT, '.data/kafka');
  const command = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a) && a !== dataDir) ?? 'start';
  if (command === 'fetch') {
    console.log(`[kafka] jars in ${ensureKafkaJars()}`);
  } else if (command === 'stop') {
    stopFromPidFile(dataDir);
  } else if (command === 'start') {
    const kafka = await startKafka({ port, dataDir });
    console.log(`[kafka] ready: KAFKA_BROKERS=${kafka.brokers} (Ctrl+C stops it)`);
    const shutdown = () => void kafka.stop().then(() => process.exit(0));
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } else {
    console.error(`unknown command ${command}: start, stop or fetch`);
    process.exit(2);
  }
}
