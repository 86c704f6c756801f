// Ids. A new entity gets a random UUID; a stream that must be found again from what names it (an email, a
// user's initial goal, a week's habit) gets an id hashed from that name, so two writers at once meet on
// one stream instead of making two. The hashes are pure JavaScript (@noble/hashes), the same on the server
// and in the browser: Web Crypto's digest is asynchronous and missing outside secure contexts.
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { randomUuid } from './platform.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of our ids (any version). */
export const isUuid = (id: string) => UUID.test(id);

/** A fresh id for a new entity. */
export const newId = (): string => randomUuid();

export const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/** A name-based UUID (version 8, custom: SHA-256) so it fits the uuid columns like any other id. */
export const sha256Uuid = (name: string) => {
  const hex = sha256Hex(name);
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A name-based UUID in the style of version 5 (SHA-1). */
export const sha1Uuid = (name: string) => {
  const hex = bytesToHex(sha1(utf8ToBytes(name)));
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
};
