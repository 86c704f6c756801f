// The thread that opens personal envelopes for `openOffThread`: each message brings the raw keys of the
// subjects it needs and the envelopes as [subject, event id, nonce, ciphertext]; the answer holds each
// envelope's JSON text, or null where it does not open (no key: erased, or a key that did not encrypt it).
import { createSecretKey } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { decryptText } from './personalData.ts';

interface Request {
  readonly id: number;
  readonly keys: ReadonlyArray<readonly [subject: string, key: Uint8Array]>;
  readonly items: ReadonlyArray<readonly [subject: string, eventId: string, iv: string, ct: string]>;
}

parentPort!.on('message', ({ id, keys, items }: Request) => {
  const bySubject = new Map(keys.map(([subject, key]) => [subject, createSecretKey(key)] as const));
  const texts = items.map(([subject, eventId, iv, ct]) => {
    const key = bySubject.get(subject);
    if (!key) return null;
    try {
      return decryptText(key, eventId, { iv, ct });
    } catch {
      return null;
    }
  });
  parentPort!.postMessage({ id, texts });
});
