import { resolve } from 'node:path';
import { type DatabaseConfig, databaseConfigFromEnv } from '@market-muse/eventstore';

/** The repository root: built frontends and the default data directory are found from here. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  /** Where the built host shell and remotes are read from. */
  readonly staticRoot: string;
  /** A remotes manifest to serve instead of the default one (per environment). */
  readonly remotesFile: string | null;
  /** Run async projections in this process (off for API-only replicas). */
  readonly runProjections: boolean;
  /** Mark the session cookie Secure (always when the request arrived over https). */
  readonly secureCookies: boolean;
}

export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: databaseConfigFromEnv(env, resolve(repoRoot, '.data/pglite')),
    staticRoot: env.MM_STATIC_ROOT ?? repoRoot,
    remotesFile: env.MM_REMOTES_FILE ?? null,
    runProjections: env.MM_RUN_PROJECTIONS !== 'false',
    secureCookies: env.MM_SECURE_COOKIES === 'true',
  };
};
