// The Kafka broker the project runs itself, the way it provides everything else: Apache Kafka's jars come
// from Maven Central into a cache once (infra/kafka/pom.xml), a single-node KRaft log directory is
// formatted, and the broker is started on a port and waited for.
//
//   npm run kafka                      start on 127.0.0.1:9092 (data in .data/kafka), until Ctrl+C
//   npm run kafka -- --port 19092      another port
//   npm run kafka -- --sasl-port 19094 --sasl-user mm:secret
//                                      also a SASL_SSL listener (SCRAM-SHA-512, a CA of its own in --dir)
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
  /**
   * Also a SASL_SSL listener, as managed clusters offer: SCRAM-SHA-512 over TLS with a certificate signed
   * by a CA generated into the data directory. The plaintext port stays for the broker's own tools.
   */
  readonly secure?: SecureListenerOptions;
}

export interface SecureListenerOptions {
  readonly port: number;
  /** SCRAM-SHA-512 users, written when the log directory is formatted (a new directory to change them). */
  readonly users: ReadonlyArray<{ readonly name: string; readonly password: string }>;
}

/** What a client of the SASL_SSL listener needs, beside a user's name and password. */
export interface SecureListener {
  /** For KAFKA_BROKERS. */
  readonly brokers: string;
  /** The PEM of the CA that signed the broker's certificate (MM_KAFKA_CA_FILE). */
  readonly caFile: string;
}

export interface RunningKafka {
  /** For KAFKA_BROKERS. */
  readonly brokers: string;
  readonly process: ChildProcess;
  /** Present when the broker was started with a SASL_SSL listener. */
  readonly secure: SecureListener | null;
  stop(): Promise<void>;
}

const java = (lib: string, args: string[]) =>
  execFileSync('java', ['-cp', `${lib}/*`, ...args], { encoding: 'utf8' }).trim();

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: 'pipe' });

/**
 * A CA and a broker certificate for 127.0.0.1 and localhost signed by it, with Debian's openssl, once per
 * data directory. The broker reads its key and chain as one PEM file (Kafka's PEM key store, no password:
 * the key is unencrypted PKCS#8).
 */
function ensureCertificates(dataDir: string): { caFile: string; keyStore: string } {
  const dir = join(dataDir, 'tls');
  const caFile = join(dir, 'ca.pem');
  const keyStore = join(dir, 'broker-keystore.pem');
  if (existsSync(keyStore)) return { caFile, keyStore };
  mkdirSync(dir, { recursive: true });
  const days = '3650';
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      days,
    ].concat(['-subj', '/CN=Market Muse test CA']),
    dir,
  );
  openssl(
    ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'broker.key', '-out', 'broker.csr'].concat([
      '-subj',
      '/CN=127.0.0.1',
    ]),
    dir,
  );
  writeFileSync(join(dir, 'broker.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    ['x509', '-req', '-in', 'broker.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'].concat([
      '-out',
      'broker.pem',
      '-days',
      days,
      '-extfile',
      'broker.ext',
    ]),
    dir,
  );
  const pem = (name: string) => readFileSync(join(dir, name), 'utf8');
  writeFileSync(keyStore, pem('broker.key') + pem('broker.pem') + pem('ca.pem'));
  return { caFile, keyStore };
}

function serverProperties(
  port: number,
  controllerPort: number,
  logDir: string,
  secure: { port: number; keyStore: string } | null,
): string {
  const listeners = [
    `PLAINTEXT://127.0.0.1:${port}`,
    ...(secure ? [`SASL_SSL://127.0.0.1:${secure.port}`] : []),
  ];
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=${[...listeners, `CONTROLLER://127.0.0.1:${controllerPort}`].join(',')}`,
    `advertised.listeners=${listeners.join(',')}`,
    'controller.listener.names=CONTROLLER',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,SASL_SSL:SASL_SSL,CONTROLLER:PLAINTEXT',
    ...(secure
      ? [
          'sasl.enabled.mechanisms=SCRAM-SHA-512',
          'listener.name.sasl_ssl.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;',
          'ssl.keystore.type=PEM',
          `ssl.keystore.location=${secure.keyStore}`,
        ]
      : []),
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
  if (options.secure && (await portOpen(options.secure.port)))
    throw new Error(`[kafka] port ${options.secure.port} is already in use`);
  const logDir = join(dataDir, 'log');
  mkdirSync(logDir, { recursive: true });
  const tls = options.secure ? ensureCertificates(dataDir) : null;
  const config = join(dataDir, 'server.properties');
  writeFileSync(
    config,
    serverProperties(
      port,
      controllerPort,
      logDir,
      options.secure && tls ? { port: options.secure.port, keyStore: tls.keyStore } : null,
    ),
  );
  if (!existsSync(join(logDir, 'meta.properties'))) {
    const clusterId = java(lib, ['kafka.tools.StorageTool', 'random-uuid']);
    // SCRAM credentials live in the cluster's metadata: the storage tool writes them into the first
    // metadata records, so they are there before any client connects.
    const scram = (options.secure?.users ?? []).flatMap((u) => [
      '--add-scram',
      `SCRAM-SHA-512=[name=${u.name},password=${u.password}]`,
    ]);
    java(lib, ['kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config, '--standalone', ...scram]);
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
  const ready = async () =>
    (await portOpen(port)) && (!options.secure || (await portOpen(options.secure.port)));
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`[kafka] the broker exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`[kafka] the broker did not open port ${port} in time`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const secure =
    options.secure && tls ? { brokers: `127.0.0.1:${options.secure.port}`, caFile: tls.caFile } : null;
  return { brokers: `127.0.0.1:${port}`, process: child, secure, stop };
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
  const saslPort = flag('--sasl-port');
  const saslUser = flag('--sasl-user') ?? 'market-muse:market-muse-dev';
  const values = new Set([dataDir, saslPort, saslUser]);
  const command = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a) && !values.has(a)) ?? 'start';
  if (command === 'fetch') {
    console.log(`[kafka] jars in ${ensureKafkaJars()}`);
  } else if (command === 'stop') {
    stopFromPidFile(dataDir);
  } else if (command === 'start') {
    const [name = '', password = ''] = saslUser.split(/:(.*)/s);
    const kafka = await startKafka({
      port,
      dataDir,
      ...(saslPort ? { secure: { port: Number(saslPort), users: [{ name, password }] } } : {}),
    });
    if (kafka.secure)
      console.log(
        `[kafka] SASL_SSL: KAFKA_BROKERS=${kafka.secure.brokers} MM_KAFKA_TLS=true MM_KAFKA_CA_FILE=${kafka.secure.caFile} ` +
          `MM_KAFKA_SASL_MECHANISM=scram-sha-512 MM_KAFKA_SASL_USERNAME=${name} MM_KAFKA_SASL_PASSWORD=…`,
      );
    console.log(`[kafka] ready: KAFKA_BROKERS=${kafka.brokers} (Ctrl+C stops it)`);
    const shutdown = () => void kafka.stop().then(() => process.exit(0));
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } else {
    console.error(`unknown command ${command}: start, stop or fetch`);
    process.exit(2);
  }
}
