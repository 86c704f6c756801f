import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { Context } from 'effect';

/**
 * The key-encryption key (KEK): the one secret outside the database that the per-person data keys are
 * stored under. A copy of `mm_personal_keys` (a dump, a backup, a replica) opens nothing without it, and
 * rotating it re-wraps a few hundred bytes per person instead of re-encrypting any event.
 *
 * A data key is stored as AES-256-GCM of its 32 bytes under the KEK, with the subject id as additional
 * data (a wrapped key moved to another person's row does not open), beside the KEK's id.
 */
export interface KeyEncryptionKey {
  /** A short fingerprint of the key, stored beside each key it wrapped, so rotation knows what to re-wrap. */
  readonly id: string;
  readonly key: KeyObject;
}

export interface KeyEncryptionKeys {
  /** Wraps every new key and every re-wrapped one. */
  readonly current: KeyEncryptionKey;
  /** Earlier keys still accepted for unwrapping while a rotation is under way. */
  readonly previous: ReadonlyArray<KeyEncryptionKey>;
}

/** The development KEK, published in the repository: production refuses it. */
export const DEV_KEY_ENCRYPTION_KEY = 'bWFya2V0LW11c2UtZGV2LWtleS1lbmNyeXB0aW9uLWs=';

export const keyEncryptionKey = (base64: string, name = 'the key-encryption key'): KeyEncryptionKey => {
  const bytes = Buffer.from(base64.trim(), 'base64');
  if (bytes.length !== 32)
    throw new Error(
      `${name} must be 32 bytes in base64 (openssl rand -base64 32), got ${bytes.length} bytes`,
    );
  return {
    id: createHash('sha256').update('mm-kek:').update(bytes).digest('hex').slice(0, 16),
    key: createSecretKey(bytes),
  };
};

/**
 * The KEKs from the environment: MM_KEY_ENCRYPTION_KEY (the current one) and, during a rotation,
 * MM_PREVIOUS_KEY_ENCRYPTION_KEYS (comma-separated). Production (NODE_ENV=production) refuses to run on
 * the development key, which anyone with the repository holds.
 */
export const keyEncryptionKeysFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
): KeyEncryptionKeys => {
  const current = env.MM_KEY_ENCRYPTION_KEY;
  if (!current && env.NODE_ENV === 'production')
    throw new Error(
      'MM_KEY_ENCRYPTION_KEY must be set in production (the personal data keys are stored encrypted with it)',
    );
  return {
    current: keyEncryptionKey(current || DEV_KEY_ENCRYPTION_KEY, 'MM_KEY_ENCRYPTION_KEY'),
    previous: (env.MM_PREVIOUS_KEY_ENCRYPTION_KEYS ?? '')
      .split(',')
      .filter((k) => k.trim().length > 0)
      .map((k) => keyEncryptionKey(k, 'MM_PREVIOUS_KEY_ENCRYPTION_KEYS')),
  };
};

/**
 * The KEKs every event store in the process uses: read from the environment unless provided, so each
 * process (server, worker, replay, export, migration) wraps and unwraps with the same configuration.
 */
export class KeyEncryptionKeysRef extends Context.Reference<KeyEncryptionKeysRef>()(
  '@market-muse/eventstore/KeyEncryptionKeys',
  { defaultValue: () => keyEncryptionKeysFromEnv(process.env) },
) {}

/** A data key wrapped under the current KEK: nonce (12 bytes), ciphertext (32), tag (16). */
export const wrapKey = (keks: KeyEncryptionKeys, subject: string, dataKey: Buffer) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keks.current.key, iv);
  cipher.setAAD(Buffer.from(subject));
  return {
    kekId: keks.current.id,
    wrapped: Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]),
  };
};

/** A KEK this process does not hold: reading on would show everyone's data as erased, so it stops instead. */
export class UnknownKeyEncryptionKey extends Error {
  readonly kekId: string;
  constructor(kekId: string) {
    super(
      `A personal data key is wrapped by key-encryption key ${kekId}, which this process does not hold: set MM_KEY_ENCRYPTION_KEY (or MM_PREVIOUS_KEY_ENCRYPTION_KEYS during a rotation)`,
    );
    this.kekId = kekId;
  }
}

/**
 * A stored data key opened: unwrapped by the KEK it names, or taken as it is when it names none (a key
 * stored before keys were wrapped, until `npm run rewrap-keys` wraps it).
 */
export const unwrapKey = (
  keks: KeyEncryptionKeys,
  subject: string,
  kekId: string | null,
  stored: Buffer,
): KeyObject => {
  if (kekId === null) return createSecretKey(stored);
  const kek = keks.current.id === kekId ? keks.current : keks.previous.find((k) => k.id === kekId);
  if (!kek) throw new UnknownKeyEncryptionKey(kekId);
  const decipher = createDecipheriv('aes-256-gcm', kek.key, stored.subarray(0, 12));
  decipher.setAAD(Buffer.from(subject));
  decipher.setAuthTag(stored.subarray(stored.length - 16));
  return createSecretKey(
    Buffer.concat([decipher.update(stored.subarray(12, stored.length - 16)), decipher.final()]),
  );
};
