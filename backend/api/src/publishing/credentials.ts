import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets of connected accounts (an app password) sealed at rest with AES-256-GCM. The key comes from the
 * environment (MM_CONNECTIONS_KEY, any string: it is hashed to 32 bytes); production refuses to start on the
 * development key, which is public. Each sealing has its own random nonce; the tag makes a tampered or
 * misplaced ciphertext fail to open instead of decrypting to garbage, and the associated data binds a
 * ciphertext to its owner and network so one account's secret cannot be swapped into another's row.
 */
export const DEV_CONNECTIONS_KEY = 'market-muse-development-connections-key';

export const connectionsKeyFromEnv = (env: Readonly<Record<string, string | undefined>>) => {
  const key = env.MM_CONNECTIONS_KEY;
  if (key) return key;
  if (env.NODE_ENV === 'production')
    throw new Error(
      'MM_CONNECTIONS_KEY must be set in production (connected accounts are encrypted with it)',
    );
  return DEV_CONNECTIONS_KEY;
};

const VERSION = 'v1';
const keyBytes = (key: string) => createHash('sha256').update(key).digest();

export const sealSecret = (key: string, secret: string, context: string): string => {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), nonce);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The secret, or null when the ciphertext does not open with this key and context. */
export const openSecret = (key: string, sealed: string, context: string): string | null => {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
};
