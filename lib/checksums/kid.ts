// KID (kundeidentifikasjon, the Norwegian OCR payment reference): MOD10 (Luhn) or MOD11 check character.
// 2..25 characters: 1..24 digits followed by one check character; only a MOD11 check character may be '-'.

const BODY = /^\d{1,24}$/;

/** The MOD10 (Luhn) check digit of a KID body: weights 2,1,2,1,… from the right, products > 9 minus 9. */
export function kidMod10CheckDigit(body: string): string {
  if (!BODY.test(body)) throw new RangeError('KID body must be 1..24 digits');
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 2 ? 1 : 2) {
    const p = Number(body[i]) * w;
    sum += p > 9 ? p - 9 : p;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The MOD11 check character of a KID body: weights 2..7 repeating from the right; remainder 1 gives '-'. */
export function kidMod11CheckDigit(body: string): string {
  if (!BODY.test(body)) throw new RangeError('KID body must be 1..24 digits');
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1) sum += Number(body[i]) * w;
  const r = sum % 11;
  return r === 0 ? '0' : r === 1 ? '-' : String(11 - r);
}

/** True when `kid` is 2..25 digits whose last digit is the MOD10 (Luhn) check digit. */
export function isValidKidMod10(kid: string): boolean {
  if (typeof kid !== 'string' || !/^\d{2,25}$/.test(kid)) return false;
  return kidMod10CheckDigit(kid.slice(0, -1)) === kid.slice(-1);
}

/** True when `kid` is 2..25 characters (digits, last may be '-') whose last is the MOD11 check character. */
export function isValidKidMod11(kid: string): boolean {
  if (typeof kid !== 'string' || !/^\d{1,24}[\d-]$/.test(kid)) return false;
  return kidMod11CheckDigit(kid.slice(0, -1)) === kid.slice(-1);
}

/** True when `kid` passes MOD10 or MOD11: a receiver cannot know which one the payee's agreement uses. */
export function isValidKid(kid: string): boolean {
  return isValidKidMod10(kid) || isValidKidMod11(kid);
}
