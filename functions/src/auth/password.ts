import { randomBytes } from 'node:crypto';
import { argon2Verify, argon2id } from 'hash-wasm';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const PARAMS = { memorySize: 19456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** An encoded argon2id hash ($argon2id$v=19$...) of the password. */
export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...PARAMS, password, salt: randomBytes(16), outputType: 'encoded' });
}

/** True when the password matches the encoded hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so unknown e-mail addresses cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
}
