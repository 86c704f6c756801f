// The Dockerfile's runtime stage carried out without Docker (no daemon runs here): its COPY, ENV, RUN,
// WORKDIR and USER instructions are read from the Dockerfile itself and done in a temporary directory that
// stands for /app, `.dockerignore` applied; the build stage's output is taken from this checkout's own
// frontend build (`npm run build`). The image's ENTRYPOINT and CMD then start the server as the image's
// user (through setpriv when running as root), with production dependencies only. What this cannot show:
// the base image itself (this machine's Node and npm stand in for it) and the build stage run in a clean
// tree (the checkout's build output stands in for it).
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** The Dockerfile's instructions per stage (continuation lines joined, comments dropped). */
export const parseDockerfile = (text: string): Array<{ name: string; instructions: Instruction[] }> => {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const stages: Array<{ name: string; instructions: Instruction[] }> = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(trimmed) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') stages.push({ name: /\sAS\s+(\S+)/i.exec(args)?.[1] ?? '', instructions: [] });
    else stages.at(-1)?.instructions.push({ keyword: upper, args: args.trim() });
  }
  return stages;
};

/** `.dockerignore`'s patterns of the forms this repository uses: `**\/name` and a top-level `name`. */
const ignoredBy = (patterns: ReadonlyArray<string>) => (path: string) => {
  const parts = relative(root, path).split('/');
  return patterns.some((p) =>
    p.startsWith('**/') ? parts.includes(p.slice(3)) : parts[0] === p.replace(/\/$/, ''),
  );
};

/** A RUN step's shell command, without blocking this process (a test runner must keep answering). */
const shell = (command: string, cwd: string, env: NodeJS.ProcessEnv) =>
  new Promise<void>((done, fail) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (c: Buffer) => (errors = (errors + c.toString()).slice(-5_000)));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`RUN ${command} exited with ${code}:\n${errors}`)),
    );
  });

export interface Rehearsal {
  /** The directory standing for /app. */
  readonly app: string;
  readonly env: Readonly<Record<string, string>>;
  /** The image's ENTRYPOINT followed by its CMD. */
  readonly command: ReadonlyArray<string>;
  /** The image's USER as uid:gid, when numeric. */
  readonly user: { readonly uid: number; readonly gid: number } | null;
  readonly remove: () => Promise<void>;
}

/**
 * Carries out the last stage of the Dockerfile in a temporary directory. `env` is added to the
 * environment of its RUN steps (PATH, the npm cache).
 */
export async function rehearseRuntimeStage(dockerfile = join(root, 'Dockerfile')): Promise<Rehearsal> {
  const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  const runtime = stages.at(-1)!;
  const ignored = ignoredBy(
    readFileSync(join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  const base = mkdtempSync(join(tmpdir(), 'mm-image-'));
  // The image's user must reach /app, as it does in the image (where / and /app are world-readable).
  chmodSync(base, 0o755);
  const app = join(base, 'app');
  mkdirSync(app);
  const env: Record<string, string> = {};
  let workdir = '/app';
  let user: Rehearsal['user'] = null;
  let entrypoint: string[] = [];
  let cmd: string[] = [];
  const inApp = (path: string) => {
    const absolute = path.startsWith('/') ? path : join(workdir, path);
    if (absolute !== '/app' && !absolute.startsWith('/app/'))
      throw new Error(`the rehearsal only stands in for /app, not ${absolute}`);
    return join(app, absolute.slice('/app'.length));
  };
  for (const { keyword, args } of runtime.instructions) {
    if (keyword === 'ENV') {
      for (const pair of args.split(/\s+/)) {
        const [name, ...value] = pair.split('=');
        env[name!] = value.join('=');
      }
    } else if (keyword === 'WORKDIR') {
      workdir = args;
      mkdirSync(inApp(args), { recursive: true });
    } else if (keyword === 'COPY') {
      const words = args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((w) => !w.startsWith('--'));
      const target = paths.pop()!;
      for (const source of paths) {
        // The build stage ran in /app over this repository: its output is this checkout's build.
        const origin = from ? join(root, relative('/app', source)) : join(root, source);
        if (!existsSync(origin))
          throw new Error(
            `${source}${from ? ` (from the ${from} stage)` : ''} is missing: ${from ? 'run `npm run build` first' : 'not in the repository'}`,
          );
        const destination =
          target.endsWith('/') || paths.length > 1 ? join(inApp(target), basename(source)) : inApp(target);
        mkdirSync(dirname(destination), { recursive: true });
        cpSync(origin, destination, {
          recursive: true,
          filter: (path) => from !== undefined || !ignored(path),
        });
      }
    } else if (keyword === 'RUN') {
      await shell(args, inApp(workdir), {
        ...process.env,
        // A cache of the rehearsal's own, as the image build starts with none: a RUN step may clean it
        // (`npm cache clean`), which must never touch this machine's cache.
        npm_config_cache: join(base, 'npm-cache'),
        ...env,
      });
    } else if (keyword === 'USER') {
      const [uid, gid] = args.split(':').map(Number);
      user = Number.isInteger(uid) ? { uid: uid!, gid: Number.isInteger(gid) ? gid! : uid! } : null;
    } else if (keyword === 'ENTRYPOINT') {
      entrypoint = JSON.parse(args) as string[];
    } else if (keyword === 'CMD') {
      cmd = JSON.parse(args) as string[];
    }
  }
  return {
    app: inApp(workdir),
    env,
    command: [...entrypoint, ...cmd],
    user,
    remove: () => rm(base, { recursive: true, force: true }),
  };
}

/** Starts the image's command in the rehearsed /app, as the image's user when this process is root. */
export const startImageCommand = (
  rehearsal: Rehearsal,
  env: Readonly<Record<string, string>>,
): ChildProcess => {
  const [program, ...args] = rehearsal.command;
  const asImageUser =
    process.getuid?.() === 0 && rehearsal.user
      ? ['setpriv', `--reuid=${rehearsal.user.uid}`, `--regid=${rehearsal.user.gid}`, '--clear-groups']
      : [];
  const [first, ...rest] = [...asImageUser, program!, ...args];
  return spawn(first!, rest, {
    cwd: rehearsal.app,
    env: { PATH: process.env.PATH ?? '', ...rehearsal.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
};
