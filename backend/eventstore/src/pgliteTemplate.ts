// A new in-memory PGlite runs initdb in WebAssembly, about two seconds of one core, and every test suite
// makes dozens of such databases. The cluster initdb makes is always the same for one PGlite version, so
// the first one made on this machine is dumped to a file and the next ones load it (under half a
// second). Only the empty cluster is kept: each database still runs its own migrations.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import './wasmCodeGc.ts';

/**
 * Where the empty cluster of this PGlite version is kept: the machine's temporary folder, by default. Read
 * only when an in-memory database is made, so a server on a data directory does no more at start-up. The
 * package exports no version, so it comes from the manifest above its entry point.
 */
export const templatePath = (dir = tmpdir()) => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return join(dir, `market-muse-pglite-${version}-initdb.tar`);
};

/** The kept clusters this process has read: a suite makes dozens of databases from one file. */
const read = new Map<string, Blob>();

const readTemplate = (path: string): Blob | null => {
  const known = read.get(path);
  if (known) return known;
  try {
    const template = new Blob([readFileSync(path)]);
    read.set(path, template);
    return template;
  } catch {
    return null;
  }
};

/**
 * A new, empty in-memory database: loaded from the kept cluster when there is one, else made by initdb and
 * then kept (written under a name of its own and renamed, so a reader never sees half a file).
 */
export async function freshInMemory(path = templatePath()): Promise<PGlite> {
  const template = readTemplate(path);
  if (template) {
    try {
      return await PGlite.create({ loadDataDir: template });
    } catch {
      // A damaged file (a disk that filled up): make the cluster again below and keep the new one.
      read.delete(path);
    }
  }
  const db = await PGlite.create();
  try {
    const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    const partial = `${path}.${process.pid}.${crypto.randomUUID()}`;
    writeFileSync(partial, dump);
    renameSync(partial, path);
  } catch {
    // Keeping the cluster only saves time; a database that could not keep it works the same.
  }
  return db;
}
