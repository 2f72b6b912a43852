import Argon2, { Argon2Type } from "@phi-ag/argon2";
import argon2Wasm from "@phi-ag/argon2/argon2.wasm";

/** OWASP's argon2id minimum (api.md): 19 MiB, 2 passes, 1 lane, 16-byte salt. */
export const ARGON2_OPTIONS = {
  type: Argon2Type.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

const SALT_BYTES = 16;
const encoder = new TextEncoder();

let argon2: Argon2 | undefined;

// Workers forbid compiling Wasm at run time; the module is compiled at deploy and instantiated once per isolate.
function instance(): Argon2 {
  argon2 ??= new Argon2(new WebAssembly.Instance(argon2Wasm, {}));
  return argon2;
}

/**
 * @phi-ag/argon2 hashes `password.length` bytes of the UTF-8 encoding, which cuts the tail off
 * any non-ASCII password ("Hasło1!x" would match "Hasło1!y"). Padding with NULs that fall past
 * the counted length makes it hash exactly the UTF-8 bytes, as other argon2 implementations do.
 */
function argonInput(password: string): string {
  const normalized = password.normalize("NFC");
  const extra = encoder.encode(normalized).length - normalized.length;
  return extra > 0 ? normalized + "\0".repeat(extra) : normalized;
}

export function hashPassword(password: string): string {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return instance().hash(argonInput(password), { ...ARGON2_OPTIONS, salt }).encoded;
}

export function verifyPassword(encodedHash: string, password: string): boolean {
  return instance().tryVerify(encodedHash, argonInput(password), Argon2Type.Argon2id).success;
}

let dummyHash: string | undefined;

/** Verifying against a throwaway hash when the e-mail is unknown keeps both failures equally slow. Always false. */
export function burnPasswordCheck(password: string): false {
  dummyHash ??= hashPassword(randomFiller());
  verifyPassword(dummyHash, password);
  return false;
}

function randomFiller(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16)).join("");
}
