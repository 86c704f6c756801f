// New in-memory databases load the empty cluster kept on disk instead of running initdb each time.
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { freshInMemory, templatePath } from '../src/pgliteTemplate.ts';

const dir = mkdtempSync(join(tmpdir(), 'mm-pglite-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tables = async (db: PGlite) =>
  (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);

describe('the kept PGlite cluster', () => {
  it('is named for the PGlite version, in the folder asked for', () => {
    expect(templatePath(dir)).toMatch(
      new RegExp(`^${dir}/market-muse-pglite-\\d+\\.\\d+\\.\\d+-initdb\\.tar$`),
    );
  });

  it('is made by the first database and then loaded by the next, each database its own', async () => {
    const path = join(dir, 'made.tar');
    const first = await freshInMemory(path);
    expect(existsSync(path)).toBe(true);
    await first.exec('create table only_in_the_first (id int)');
    const second = await freshInMemory(path);
    // The second starts from the empty cluster, not from what the first did after it was kept.
    expect(await tables(second)).toEqual([]);
    await second.exec('create table only_in_the_second (id int); insert into only_in_the_second values (1)');
    expect(await tables(first)).toEqual(['only_in_the_first']);
    await Promise.all([first.close(), second.close()]);
  }, 60_000);

  it('is what a new database starts from when one is kept', async () => {
    // A kept cluster with a table of its own: a database with it proves it was loaded, not made.
    const path = join(dir, 'marked.tar');
    const marked = await PGlite.create();
    await marked.exec('create table from_the_template (id int)');
    writeFileSync(path, Buffer.from(await (await marked.dumpDataDir('none')).arrayBuffer()));
    await marked.close();
    const db = await freshInMemory(path);
    expect(await tables(db)).toEqual(['from_the_template']);
    await db.close();
  }, 60_000);

  it('is made again when the kept file is damaged', async () => {
    const path = join(dir, 'damaged.tar');
    writeFileSync(path, 'not a tar file');
    const db = await freshInMemory(path);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await db.close();
    // The damaged file was replaced by a good cluster.
    expect(statSync(path).size).toBeGreaterThan(1_000_000);
    const again = await freshInMemory(path);
    expect(await tables(again)).toEqual([]);
    await again.close();
  }, 60_000);
});
