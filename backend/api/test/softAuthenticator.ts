import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A software passkey authenticator: real P-256 keys, real CBOR attestation objects and real ECDSA
// signatures over authenticator data and client data, as a platform authenticator makes them, so the API's
// verification runs exactly as it does for a browser. It keeps its credentials (discoverable) and their
// signature counters, and can be told to misbehave the ways a cloned or foreign authenticator would.

type Bytes = Uint8Array<ArrayBuffer>;
type Cbor = Parameters<typeof isoCBOR.encode>[0];
const b64 = (bytes: Bytes) => isoBase64URL.fromBuffer(bytes);
const sha256 = (data: Uint8Array | string): Bytes =>
  Uint8Array.from(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const uint32 = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Held {
  readonly id: Bytes;
  readonly privateKey: KeyObject;
  readonly userHandle: string;
  counter: number;
}

// biome-ignore lint/suspicious/noExplicitAny: WebAuthn options JSON as the API answered it.
type Options = any;

export const softAuthenticator = (origin: string) => {
  const held: Held[] = [];
  const clientData = (type: string, challenge: string, at = origin) =>
    Uint8Array.from(
      new TextEncoder().encode(JSON.stringify({ type, challenge, origin: at, crossOrigin: false })),
    );

  return {
    /** navigator.credentials.create(): a new discoverable ES256 credential, attestation "none". */
    create(options: Options, overrides: { origin?: string } = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const id = crypto.getRandomValues(new Uint8Array(32));
      const cose = isoCBOR.encode(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x as string)],
          [-3, isoBase64URL.toBuffer(jwk.y as string)],
        ]),
      );
      const authData = concat(
        sha256(options.rp.id),
        new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
        uint32(0),
        new Uint8Array(16),
        new Uint8Array([0, id.length]),
        id,
        cose,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, Cbor>()],
          ['authData', authData],
        ]),
      );
      held.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: { credProps: { rk: true } },
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, overrides.origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /**
     * navigator.credentials.get() with the newest credential (or the one named): the counter moves on
     * unless `counter` says what to report (a cloned authenticator reports an old one).
     */
    get(options: Options, overrides: { credentialId?: string; counter?: number; origin?: string } = {}) {
      const credential = overrides.credentialId
        ? held.find((c) => b64(c.id) === overrides.credentialId)
        : held.at(-1);
      if (!credential) throw new Error('no credential for this site');
      credential.counter = overrides.counter ?? credential.counter + 1;
      const authData = concat(
        sha256(options.rpId),
        new Uint8Array([FLAG_UP | FLAG_UV]),
        uint32(credential.counter),
      );
      const data = clientData('webauthn.get', options.challenge, overrides.origin);
      const signature = sign('sha256', concat(authData, sha256(data)), credential.privateKey);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(Uint8Array.from(signature)),
          userHandle: credential.userHandle,
        },
      };
    },
  };
};
