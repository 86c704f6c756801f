import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface Database {
  readonly kind: 'postgres' | 'embedded';
  /** The run's own database (PostgreSQL), or null for embedded. */
  readonly url: string | null;
  readonly dataDir: string | null;
  readonly drop: () => Promise<void>;
}

/**
 * A database of the run's own: on the server `serverUrl` names, a new database (created here, dropped
 * after), so runs never see each other's users, nor keys wrapped by another run's secrets, and the shared
 * database stays clean; without a server, a fresh embedded data directory.
 */
export async function createDatabase(serverUrl: string | undefined): Promise<Database> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mm-run-'));
    return {
      kind: 'embedded',
      url: null,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `mm_run_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    dataDir: null,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
