// What the domain uses of the web platform: globals that Node and every browser provide, typed here so the
// domain compiles against the language alone (no DOM and no Node types) and nothing else creeps in.

interface WebCrypto {
  /** Only in secure contexts (https, localhost); a demo opened over plain http lacks it. */
  readonly randomUUID?: () => string;
  readonly getRandomValues: <T extends Uint8Array>(array: T) => T;
}

interface WebUrl {
  readonly protocol: string;
  readonly hostname: string;
}

const platform = globalThis as unknown as {
  readonly crypto: WebCrypto;
  readonly URL: new (input: string) => WebUrl;
};

/** A random (version 4) UUID, in secure contexts or not. */
export const randomUuid = (): string => {
  if (typeof platform.crypto.randomUUID === 'function') return platform.crypto.randomUUID();
  const bytes = platform.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The parts of a web address the domain checks, or null when it is not one. */
export const parseUrl = (input: string): WebUrl | null => {
  try {
    return new platform.URL(input);
  } catch {
    return null;
  }
};
