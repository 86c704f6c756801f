import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type KafkaConfig,
  KafkaConnectionRefused,
  kafkaConfigFromEnv,
  kafkajsTransport,
} from '@market-muse/kafka';
import { analyticsProjections, runKafkaProjection } from '@market-muse/projections';
import { kafkaTopicsTagged } from '@market-muse/test-servers/kafka-topics';
import { Effect, Fiber } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningKafka, startKafka } from '../../../../infra/scripts/kafka.ts';
import { runRelay } from '../../src/relay.ts';
import {
  buildFromTable,
  creatorActivity,
  freePort,
  freshDatabase,
  kafkaEnabled,
  kafkaFedCaughtUp,
  type StoreRuntime,
  storeRuntime,
  tableDifferences,
  uniqueTag,
  waitFor,
} from './support.ts';

// A broker of this suite's own with a SASL_SSL listener, as a managed cluster offers (SCRAM-SHA-512 over
// TLS, a certificate signed by a CA of its own): configured only through the environment variables
// docs/deploy.md names, the relay publishes, the Kafka-fed read models follow, and `npm run replay --
// --from-kafka` rebuilds one; a wrong password or an untrusted certificate is a clear error naming the
// setting to change.

const root = resolve(import.meta.dirname, '../../../..');
const USER = 'market-muse';
const PASSWORD = `scram-${crypto.randomUUID()}`;

describe.skipIf(!kafkaEnabled)('Kafka over SASL_SSL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mm-kafka-secure-'));
  const tag = uniqueTag();
  let kafka: RunningKafka;
  let env: Record<string, string>;
  let config: KafkaConfig;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let runtime: StoreRuntime;
  let fibers: Array<Fiber.RuntimeFiber<unknown, unknown>> = [];
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    kafka = await startKafka({
      port: await freePort(),
      controllerPort: await freePort(),
      dataDir,
      secure: { port: await freePort(), users: [{ name: USER, password: PASSWORD }] },
      // A second JVM beside the shared broker (and the outage suite's): on a busy machine it starts slowly.
      readyTimeoutMs: 150_000,
    });
    env = {
      KAFKA_BROKERS: kafka.secure!.brokers,
      MM_KAFKA_TLS: 'true',
      MM_KAFKA_CA_FILE: kafka.secure!.caFile,
      MM_KAFKA_SASL_MECHANISM: 'scram-sha-512',
      MM_KAFKA_SASL_USERNAME: USER,
      MM_KAFKA_SASL_PASSWORD: PASSWORD,
      ...kafkaTopicsTagged(tag),
      MM_KAFKA_LOG_LEVEL: 'nothing',
    };
    config = kafkaConfigFromEnv(env)!;
    db = await freshDatabase();
    runtime = storeRuntime(db.url);
  }, 200_000);

  afterAll(async () => {
    await runtime?.runPromise(Fiber.interruptAll(fibers));
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await runtime?.dispose();
    await db?.drop();
    await kafka?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('relays, feeds the read models and replays from the topic over TLS with SCRAM-SHA-512', async () => {
    expect(config.tls).toEqual({ caFile: kafka.secure!.caFile });
    expect(config.sasl).toEqual({ mechanism: 'scram-sha-512', username: USER, password: PASSWORD });
    const transport = kafkajsTransport(config);
    closers.push(() => transport.close());
    fibers = [
      runtime.runFork(
        runRelay(config, { owner: 'secure', transport, pollInterval: '200 millis' }).pipe(Effect.scoped),
      ),
      ...analyticsProjections.map((p) => runtime.runFork(runKafkaProjection(p, config, { transport }))),
    ];
    await Promise.all(
      Array.from({ length: 6 }, () => runtime.runPromise(creatorActivity(crypto.randomUUID(), 4))),
    );
    for (const projection of analyticsProjections) {
      await waitFor(`${projection.name} through the SASL_SSL listener`, () =>
        runtime.runPromise(kafkaFedCaughtUp(projection)),
      );
      await runtime.runPromise(buildFromTable(projection, 'from_table'));
      const diff = await runtime.runPromise(tableDifferences(projection, 'rm', 'from_table'));
      for (const [table, { rows, differing }] of Object.entries(diff)) {
        expect({ table, differing }).toEqual({ table, differing: 0 });
        expect(rows).toBeGreaterThan(0);
      }
    }

    const projection = analyticsProjections[0]!;
    const replay = replayCli(projection.name, {});
    expect(replay.stderr).not.toContain('Replay failed');
    expect(replay.status, replay.stderr).toBe(0);
    expect(replay.stdout).toMatch(new RegExp(`${projection.name}: [1-9]\\d* events replayed`));
  }, 120_000);

  it('names the SASL settings when the password is wrong', async () => {
    const replay = replayCli(analyticsProjections[0]!.name, { MM_KAFKA_SASL_PASSWORD: 'not-the-password' });
    expect(replay.status).toBe(1);
    expect(replay.stderr).toContain(`Kafka refused the SASL credentials of user "${USER}" (scram-sha-512)`);
    expect(replay.stderr).toContain('MM_KAFKA_SASL_PASSWORD');
  });

  it('names MM_KAFKA_CA_FILE when the broker certificate is not trusted', async () => {
    const untrusted = kafkaConfigFromEnv({ ...env, MM_KAFKA_CA_FILE: '' })!;
    expect(untrusted.tls).toEqual({ caFile: null });
    const transport = kafkajsTransport(untrusted);
    closers.push(() => transport.close());
    const failure = await transport.ping().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(KafkaConnectionRefused);
    expect((failure as Error).message).toMatch(
      /Kafka's TLS certificate at 127\.0\.0\.1:\d+ is not trusted \(.*self-signed certificate.*\): set MM_KAFKA_CA_FILE/,
    );
  }, 30_000);

  const replayCli = (projection: string, overrides: Record<string, string>) =>
    spawnSync('npm', ['run', 'replay', '--', '--from-kafka', projection], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...env, ...overrides, DATABASE_URL: db.url },
      timeout: 60_000,
    });
});
