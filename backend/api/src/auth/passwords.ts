import { hash, verify } from '@node-rs/argon2';
import { Effect } from 'effect';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): memory-hard, about 20 ms here.
// (algorithm 2 is Argon2id: the package's enum is a const enum, which type stripping cannot inline.)
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => Effect.promise(() => hash(password, options));

export const verifyPassword = (passwordHash: string, password: string) =>
  Effect.promise(() => verify(passwordHash, password).catch(() => false));

/** Verified when the email is unknown, so a wrong email costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const burnVerification = (password: string) =>
  Effect.promise(async () => {
    dummyHash ??= hash('not-a-real-password', options);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  });
