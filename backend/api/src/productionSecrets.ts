import { randomBytes } from 'node:crypto';
import { assertPseudonymKeyFitsEnvironment } from '@market-muse/kafka';
import { configFromEnv } from './config.ts';

/**
 * Every secret a production server (NODE_ENV=production) refuses to start without, with how to make a
 * fresh one. Test harnesses that start the server as production (e2e, load, cluster, the image rehearsal)
 * take their keys from here, so a secret added to production's requirements reaches every harness at once
 * instead of failing each of them in turn; the deployment files are checked against the same list.
 */
export const PRODUCTION_SECRETS = {
  /** Analysts' pseudonyms (any string). */
  MM_PSEUDONYM_KEY: () => randomBytes(32).toString('hex'),
  /** The keyed hash of the e-mail uniqueness streams (any string). */
  MM_EMAIL_STREAM_KEY: () => randomBytes(32).toString('hex'),
  /** Sealing connected accounts' app passwords (any string). */
  MM_CONNECTIONS_KEY: () => randomBytes(32).toString('hex'),
  /** Wrapping every user's personal data key (32 bytes, base64). */
  MM_KEY_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
} as const satisfies Record<string, () => string>;

export type ProductionSecretName = keyof typeof PRODUCTION_SECRETS;

export const productionSecretNames = Object.keys(PRODUCTION_SECRETS) as ProductionSecretName[];

/** Each production secret: the value already in `env` when there is one, else a fresh one. */
export const productionSecrets = (
  env: Record<string, string | undefined> = process.env,
): Record<ProductionSecretName, string> =>
  Object.fromEntries(
    productionSecretNames.map((name) => [name, env[name] || PRODUCTION_SECRETS[name]()]),
  ) as Record<ProductionSecretName, string>;

/** What the server checks at start in production: its configuration and the pseudonym key. Throws with what is missing. */
export const assertProductionSecrets = (env: Record<string, string | undefined>) => {
  assertPseudonymKeyFitsEnvironment(env);
  configFromEnv(env, []);
};
