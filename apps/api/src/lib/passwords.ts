import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's first argon2id setting: m = 19 MiB, t = 2, p = 1. */
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id; a const enum, so its value is written here */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export const verifyPassword = async (hashed: string, password: string): Promise<boolean> => {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
};

/**
 * A real hash of a random password, verified when no account matches, so sign-in takes the same time
 * whether or not the address exists.
 */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
};

/**
 * The 1,000 most common passwords long enough to pass the length rule, from the zxcvbn-ts ranked list
 * (itself built from leaked-password corpora). Shorter common ones are already refused by length.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((p) => p.length >= 8).slice(0, 1000),
);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());
