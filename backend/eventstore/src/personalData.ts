import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Crypto-shredding. An event's personal fields are stored encrypted with a key of the person they belong
 * to (their subject); destroying the key erases every one of those fields at once, in the table, in its
 * backups' future and on every Kafka topic the event was relayed to, without rewriting an event.
 *
 * The subject of an event is its `data.userId` (every event type that holds personal fields carries it,
 * plain: it is a random id). Keys live in `mm_personal_keys`, never in an event or on Kafka.
 */

/** Which top-level fields of which event types are personal, and what each reads as once erased. */
export interface PersonalDataPolicy {
  /** type → personal field → the value a reader gets once the subject's key is destroyed. */
  readonly fields: { readonly [type: string]: { readonly [field: string]: unknown } };
}

/**
 * The stored form of one personal field: AES-256-GCM of the field's JSON, authenticated together with the
 * event id (so a ciphertext cannot be moved into another event). Kafka records carry the same object.
 */
export interface EncryptedField {
  readonly $enc: 'A256GCM';
  /** The subject whose key encrypted it. */
  readonly sub: string;
  /** 12-byte nonce, base64. */
  readonly iv: string;
  /** Ciphertext followed by the 16-byte tag, base64. */
  readonly ct: string;
}

export const isEncryptedField = (value: unknown): value is EncryptedField =>
  typeof value === 'object' &&
  value !== null &&
  (value as { $enc?: unknown }).$enc === 'A256GCM' &&
  typeof (value as { sub?: unknown }).sub === 'string';

export const newSubjectKey = (): Buffer => randomBytes(32);

export const encryptValue = (
  key: Buffer,
  subject: string,
  eventId: string,
  value: unknown,
): EncryptedField => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(eventId));
  const ct = Buffer.concat([
    cipher.update(JSON.stringify(value) ?? 'null', 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return { $enc: 'A256GCM', sub: subject, iv: iv.toString('base64'), ct: ct.toString('base64') };
};

export const decryptValue = (key: Buffer, eventId: string, field: EncryptedField): unknown => {
  const ct = Buffer.from(field.ct, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(field.iv, 'base64'));
  decipher.setAAD(Buffer.from(eventId));
  decipher.setAuthTag(ct.subarray(ct.length - 16));
  return JSON.parse(
    Buffer.concat([decipher.update(ct.subarray(0, ct.length - 16)), decipher.final()]).toString('utf8'),
  );
};

/** The subject of an event whose type has personal fields, or null (nothing to encrypt). */
export const subjectOf = (policy: PersonalDataPolicy, type: string, data: object): string | null => {
  if (!policy.fields[type]) return null;
  const userId = (data as { userId?: unknown }).userId;
  return typeof userId === 'string' && userId.length > 0 ? userId : null;
};

/** An event's data with its personal fields encrypted (fields already encrypted are left as they are). */
export const encryptFields = (
  policy: PersonalDataPolicy,
  key: Buffer,
  subject: string,
  eventId: string,
  type: string,
  data: object,
): Record<string, unknown> => {
  const fields = policy.fields[type];
  const source = data as Record<string, unknown>;
  if (!fields) return source;
  const out: Record<string, unknown> = { ...source };
  for (const field of Object.keys(fields)) {
    if (!(field in source) || isEncryptedField(source[field])) continue;
    out[field] = encryptValue(key, subject, eventId, source[field]);
  }
  return out;
};

/**
 * An event's data with every encrypted field decrypted, or replaced by its erased value when its subject's
 * key is gone (or the ciphertext does not open with it): erasure reads as data, never as an error.
 */
export const decryptFields = (
  policy: PersonalDataPolicy,
  keyOf: (subject: string) => Buffer | undefined,
  eventId: string,
  type: string,
  data: Record<string, unknown>,
): Record<string, unknown> => {
  let out: Record<string, unknown> | null = null;
  for (const [field, value] of Object.entries(data)) {
    if (!isEncryptedField(value)) continue;
    out ??= { ...data };
    const key = keyOf(value.sub);
    out[field] = key
      ? openOrErased(key, eventId, value, erasedValueOf(policy, type, field))
      : erasedValueOf(policy, type, field);
  }
  return out ?? data;
};

const openOrErased = (key: Buffer, eventId: string, field: EncryptedField, erased: unknown) => {
  try {
    return decryptValue(key, eventId, field);
  } catch {
    // Encrypted under an earlier key of the subject's (destroyed while a writer still held it): erased.
    return erased;
  }
};

/** What a personal field reads as once erased: the policy's value, or the documented marker. */
export const erasedValueOf = (policy: PersonalDataPolicy, type: string, field: string): unknown =>
  policy.fields[type] && field in policy.fields[type] ? policy.fields[type][field] : ERASED;

/** The value of an erased text field (and of any erased field no policy describes). */
export const ERASED = '[erased]';

/** No personal fields: events are stored as they are (the store's own tests, tools without a policy). */
export const noPersonalData: PersonalDataPolicy = { fields: {} };
