import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PostgresEventStoreLive } from '@market-muse/commands';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { commandContext, createProject, registerUser, saveProfile } from '@market-muse/domain';
import { DatabaseLive, EventBusLive, EventStoreLive, migrateEventStore } from '@market-muse/eventstore';
import { Effect, Layer } from 'effect';
import { afterAll, describe, expect, it } from 'vitest';
import { InlineProjectionsLive } from '../src/inline.ts';
import { allProjections } from '../src/readModels/index.ts';
import { ensureProjections } from '../src/rebuild.ts';

const run = promisify(execFile);
const cli = resolve(import.meta.dirname, '../src/cli/history.ts');

describe('npm run history (CLI)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mm-history-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("prints one user's state as of a time as JSON, by email or id", async () => {
    const database = DatabaseLive({ kind: 'embedded', dataDir });
    const layer = PostgresEventStoreLive.pipe(
      Layer.provideMerge(
        Layer.mergeAll(
          EventStoreLive(eventUpcasters, personalDataPolicy),
          EventBusLive,
          InlineProjectionsLive(allProjections),
        ),
      ),
      Layer.provideMerge(database),
    );
    const signedUpAt = new Date('2026-11-01T08:00:00Z');
    const { userId } = await Effect.runPromise(
      Effect.gen(function* () {
        yield* migrateEventStore;
        yield* ensureProjections(allProjections);
        const { userId } = yield* registerUser(
          { email: 'cli@example.com', firstName: 'Cli', lastName: 'User', passwordHash: 'secret-hash' },
          { correlationId: crypto.randomUUID(), now: signedUpAt },
        );
        yield* saveProfile(
          userId,
          { creativeTypes: ['writing'], onboardingCompleted: true },
          commandContext(userId),
        );
        yield* createProject(
          userId,
          { name: 'My Novel', projectType: 'book', projectStage: 'development' },
          commandContext(userId),
        );
        return { userId };
      }).pipe(Effect.provide(layer), Effect.scoped),
    );

    const env = { ...process.env, MM_DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' };
    const byEmail = await run(process.execPath, [cli, '--', 'CLI@example.com', new Date().toISOString()], {
      env,
    });
    const view = JSON.parse(byEmail.stdout);
    expect(view).toMatchObject({
      userId,
      user: { email: 'cli@example.com', firstName: 'Cli' },
      profile: { creativeType: 'writing', onboardingCompleted: true },
      projects: [{ name: 'My Novel', isActive: true }],
      goals: [],
    });
    expect(byEmail.stdout).not.toContain('secret-hash');

    const early = await run(process.execPath, [cli, userId, '2000-01-01T00:00:00Z'], { env });
    expect(JSON.parse(early.stdout)).toMatchObject({
      userId,
      events: 0,
      user: null,
      profile: null,
      projects: [],
    });

    await expect(run(process.execPath, [cli, 'nobody@example.com'], { env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No user found for nobody@example.com'),
    });
    await expect(run(process.execPath, [cli, userId, 'not a time'], { env })).rejects.toMatchObject({
      code: 2,
    });
  });
});
