/** Characters that survive being read aloud or copied by hand: no I/l/1, O/0. */
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const LOWER = "abcdefghijkmnopqrstuvwxyz";
const DIGITS = "23456789";
const SPECIAL = "!#$%*+-=?@_";
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

export const TEMPORARY_PASSWORD_LENGTH = 16;

/** A uniform index below `n` from the CSPRNG (rejection sampling: no modulo bias). */
function randomIndex(n: number): number {
  const limit = Math.floor(256 / n) * n;
  for (;;) {
    const [byte = 0] = crypto.getRandomValues(new Uint8Array(1));
    if (byte < limit) return byte % n;
  }
}

const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)] ?? "";

/**
 * A one-time password that meets the Password rules (an upper-case, a lower-case and a special
 * character, 8–128 long) and carries about 98 bits of entropy; the user must change it at the
 * first sign-in.
 */
export function temporaryPassword(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(pick(ALL));
  // Fisher–Yates, so the guaranteed classes do not sit at fixed positions.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? "", chars[i] ?? ""];
  }
  return chars.join("");
}
