import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { productionSecrets } from '@market-muse/api/production-secrets';
import { freePort } from '@market-muse/test-servers/free-port';
import { createDatabase, type Database } from '@market-muse/test-servers/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../scripts/cluster/cluster.ts';
import { type Rehearsal, rehearseRuntimeStage, startImageCommand } from '../scripts/image-rehearsal.ts';

// The Dockerfile's runtime stage, carried out without Docker (see image-rehearsal.ts for what stands in
// for the image): production dependencies only, the built frontends inside, and the image's own command
// starting the server as its unprivileged user, ready, serving the shell, and stopping cleanly on SIGTERM.

const root = resolve(import.meta.dirname, '../..');
const node = join(root, 'node_modules/node/bin');

describe('the image, rehearsed without Docker', () => {
  let rehearsal: Rehearsal;
  let database: Database;
  let server: ChildProcess | null = null;
  let output = '';
  let port = 0;

  beforeAll(async () => {
    if (!existsSync(join(root, 'shells/host/dist/index.html')))
      throw new Error('The image carries the built frontends: run `npm run build` first (npm test does)');
    const previousPath = process.env.PATH;
    // This checkout's Node (the version the image's base pins) runs npm and the server. (Image builds
    // install build tools some runtime packages pull in, such as @rspack/core: the image carries them.)
    process.env.PATH = `${node}:${previousPath}`;
    const started = Date.now();
    try {
      rehearsal = await rehearseRuntimeStage();
      console.log(`[image] runtime stage rehearsed in ${Date.now() - started} ms`);
    } finally {
      process.env.PATH = previousPath;
    }
    database = await createDatabase(process.env.DATABASE_URL);
    port = await freePort();
    const dataDir = join(rehearsal.app, '..', 'data');
    mkdirSync(dataDir, { mode: 0o777 });
    server = startImageCommand(rehearsal, {
      PATH: `${node}:${process.env.PATH}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...productionSecrets({}),
      ...(database.url ? { DATABASE_URL: database.url } : { MM_DATA_DIR: dataDir }),
    });
    server.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    server.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    await waitUntil(
      'the image command to be ready',
      async () => {
        if (server?.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        return ready?.status === 200;
      },
      120_000,
    );
  }, 600_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await database?.drop();
    await rehearsal?.remove();
  }, 180_000);

  it('holds production dependencies only, and no frontend sources', () => {
    const modules = join(rehearsal.app, 'node_modules');
    expect(existsSync(join(modules, 'effect'))).toBe(true);
    expect(existsSync(join(modules, '@effect/platform-node'))).toBe(true);
    for (const devOnly of ['vitest', '@biomejs/biome', 'knip', 'turbo'])
      expect(existsSync(join(modules, devOnly)), devOnly).toBe(false);
    expect(existsSync(join(rehearsal.app, 'mfe/landing/src'))).toBe(false);
    expect(rehearsal.env.NODE_ENV).toBe('production');
    expect(rehearsal.command).toEqual(['node', 'backend/api/src/main.ts', '--role', 'all']);
  });

  it("runs the image's command as its unprivileged user, serving the API and the built shell", async () => {
    expect(rehearsal.user).toEqual({ uid: 1000, gid: 1000 });
    if (process.getuid?.() === 0) {
      const status = readFileSync(`/proc/${server!.pid}/status`, 'utf8');
      expect(status).toMatch(/^Uid:\s+1000\s/m);
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const shell = await fetch(`http://127.0.0.1:${port}/`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');
    // Production mode: JSON log lines.
    expect(output).toMatch(/^\{.*"message"/m);
  });

  it('stops cleanly on SIGTERM, as an orchestrator stops it', async () => {
    const exited = new Promise<number | null>((done) => server!.once('exit', (code) => done(code)));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
