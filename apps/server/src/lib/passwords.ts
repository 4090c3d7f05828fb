import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 30 ms here). The library's default algorithm is argon2id. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, checked against when the email is unknown so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/**
 * True when the password matches. Without a stored hash (no such user) a decoy
 * is verified anyway, so response times do not tell which emails exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
