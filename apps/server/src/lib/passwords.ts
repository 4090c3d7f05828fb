import { hash, verify } from '@node-rs/argon2';

/** The cost of an argon2id hash: memory in KiB and passes over it (one lane). */
export type TPasswordHashing = { memoryKib: number; passes: number };

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 30 ms here). Every server hashes with it. */
export const OWASP_PASSWORD_HASHING: TPasswordHashing = { memoryKib: 19_456, passes: 2 };

/** The library's default algorithm is argon2id. */
export function hashPassword(password: string, hashing: TPasswordHashing = OWASP_PASSWORD_HASHING): Promise<string> {
  return hash(password, { memoryCost: hashing.memoryKib, timeCost: hashing.passes, parallelism: 1 });
}

/** Hashes of nothing anyone knows, one per cost, checked when the email is unknown so both answers take as long. */
const decoyHashes = new Map<string, Promise<string>>();

/**
 * True when the password matches (a hash carries its own cost). Without a stored
 * hash (no such user) a decoy of the same cost is verified anyway, so response
 * times do not tell which emails exist.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
  hashing: TPasswordHashing = OWASP_PASSWORD_HASHING,
): Promise<boolean> {
  if (!storedHash) {
    const cost = `${hashing.memoryKib}/${hashing.passes}`;
    let decoy = decoyHashes.get(cost);
    if (!decoy) {
      decoy = hashPassword(`decoy-${Math.random()}`, hashing);
      decoyHashes.set(cost, decoy);
    }
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
