/** Polish tax id (NIP): 10 digits, the last a weighted check digit mod 11 (10 is never valid). */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Strips the separators people type ("526-025-02-74", "PL 5260250274"). */
export function normalizeNip(input: string): string {
  return input.replace(/^\s*PL/i, "").replace(/[\s-]/g, "");
}

export function nipCheckDigit(first9: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * WEIGHTS[i]!;
  return sum % 11;
}

export function isValidNip(input: string): boolean {
  const nip = normalizeNip(input);
  if (!/^\d{10}$/.test(nip)) return false;
  const check = nipCheckDigit(nip.slice(0, 9));
  return check !== 10 && check === Number(nip[9]);
}
