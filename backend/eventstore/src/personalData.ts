import { type CipherKey, createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

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
 * A ciphertext as stored: AES-256-GCM of a JSON value, authenticated together with the event id (so it
 * cannot be moved into another event). Kafka records carry the same object.
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

/**
 * Where an event keeps its personal fields: one envelope per event, `{…clear fields, $personal: {$enc, sub,
 * iv, ct}}`, the ciphertext being the JSON object of every personal field. One cipher per event rather than
 * per field: the cipher's set-up, not the bytes, is what an append pays for.
 */
export const PERSONAL_ENVELOPE = '$personal';

export const isEncryptedField = (value: unknown): value is EncryptedField =>
  typeof value === 'object' &&
  value !== null &&
  (value as { $enc?: unknown }).$enc === 'A256GCM' &&
  typeof (value as { sub?: unknown }).sub === 'string';

export const newSubjectKey = (): Buffer => randomBytes(32);

// Nonces are drawn from a pool of random bytes filled a thousand at a time: one call to the system's
// generator per nonce costs as much as the cipher itself. A spent pool is replaced, never refilled, so a
// nonce handed out is never overwritten.
let nonces = Buffer.alloc(0);
let nextNonce = 0;
const nonce = () => {
  if (nextNonce + 12 > nonces.length) {
    nonces = randomBytes(12 * 1024);
    nextNonce = 0;
  }
  nextNonce += 12;
  return nonces.subarray(nextNonce - 12, nextNonce);
};

export const encryptValue = (
  key: CipherKey,
  subject: string,
  eventId: string,
  value: unknown,
): EncryptedField => {
  const iv = nonce();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(eventId));
  const ct = Buffer.concat([
    cipher.update(JSON.stringify(value) ?? 'null', 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return { $enc: 'A256GCM', sub: subject, iv: iv.toString('base64'), ct: ct.toString('base64') };
};

/** The JSON text a ciphertext holds; throws when it does not open with the key (or was altered). */
export const decryptText = (key: CipherKey, eventId: string, field: Pick<EncryptedField, 'iv' | 'ct'>) => {
  const ct = Buffer.from(field.ct, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(field.iv, 'base64'));
  decipher.setAAD(Buffer.from(eventId));
  decipher.setAuthTag(ct.subarray(ct.length - 16));
  return Buffer.concat([decipher.update(ct.subarray(0, ct.length - 16)), decipher.final()]).toString('utf8');
};

export const decryptValue = (key: CipherKey, eventId: string, field: EncryptedField): unknown =>
  JSON.parse(decryptText(key, eventId, field));

/** The subject of an event whose type has personal fields, or null (nothing to encrypt). */
export const subjectOf = (policy: PersonalDataPolicy, type: string, data: object): string | null => {
  if (!policy.fields[type]) return null;
  const userId = (data as { userId?: unknown }).userId;
  return typeof userId === 'string' && userId.length > 0 ? userId : null;
};

/** The subjects whose keys open an event's data as stored: its envelope's, and those of older per-field ciphertexts. */
export const sealedSubjectsOf = (data: Record<string, unknown>): ReadonlyArray<string> => {
  const subjects: string[] = [];
  for (const value of Object.values(data)) if (isEncryptedField(value)) subjects.push(value.sub);
  return subjects;
};

/** Whether an event as stored holds none of its type's personal fields in the clear. */
export const isSealed = (policy: PersonalDataPolicy, type: string, data: Record<string, unknown>): boolean =>
  Object.keys(policy.fields[type] ?? {}).every((field) => !(field in data) || isEncryptedField(data[field]));

/**
 * An event's data with its personal fields moved into one envelope encrypted with the subject's key, the
 * clear fields beside it. Fields already encrypted (an envelope, or a field sealed on its own by an earlier
 * version) are left as they are, so sealing twice changes nothing.
 */
export const sealPersonalFields = (
  policy: PersonalDataPolicy,
  key: CipherKey,
  subject: string,
  eventId: string,
  type: string,
  data: object,
): Record<string, unknown> => {
  const fields = policy.fields[type];
  const source = data as Record<string, unknown>;
  if (!fields || isEncryptedField(source[PERSONAL_ENVELOPE])) return source;
  const clear: Record<string, unknown> = {};
  const personal: Record<string, unknown> = {};
  let any = false;
  for (const [field, value] of Object.entries(source)) {
    if (field in fields && !isEncryptedField(value)) {
      personal[field] = value;
      any = true;
    } else clear[field] = value;
  }
  if (!any) return source;
  clear[PERSONAL_ENVELOPE] = encryptValue(key, subject, eventId, personal);
  return clear;
};

/**
 * An event's data with its personal fields opened, or replaced by their erased values when the subject's
 * key is gone (or the ciphertext does not open with it): erasure reads as data, never as an error. Reads
 * both stored shapes: the envelope, and the earlier one ciphertext per field.
 */
export const openPersonalFields = (
  policy: PersonalDataPolicy,
  keyOf: (subject: string) => CipherKey | undefined,
  eventId: string,
  type: string,
  data: Record<string, unknown>,
  /** Ciphertexts already opened elsewhere (`openOffThread`): their JSON text, or null when it did not open. */
  opened?: ReadonlyMap<EncryptedField, string | null>,
): Record<string, unknown> => {
  let out: Record<string, unknown> | null = null;
  for (const [field, value] of Object.entries(data)) {
    if (!isEncryptedField(value)) continue;
    if (out === null) {
      // A copy without the envelope, not a copy it is deleted from: deleting a property turns an object
      // into a dictionary, larger and slower to read for every model that reads the event.
      out = {};
      for (const key of Object.keys(data)) if (key !== PERSONAL_ENVELOPE) out[key] = data[key];
    }
    const erased = field === PERSONAL_ENVELOPE ? null : erasedValueOf(policy, type, field);
    let clear: unknown = erased;
    const text = opened?.get(value);
    if (text !== undefined) clear = text === null ? erased : JSON.parse(text);
    else {
      const key = keyOf(value.sub);
      if (key) clear = openOr(key, eventId, value, erased);
    }
    if (field === PERSONAL_ENVELOPE) {
      if (clear !== null && typeof clear === 'object') Object.assign(out, clear);
      else Object.assign(out, policy.fields[type] ?? {});
    } else out[field] = clear;
  }
  return out ?? data;
};

const openOr = (key: CipherKey, eventId: string, field: EncryptedField, erased: unknown) => {
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
