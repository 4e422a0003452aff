// Structured payment references: the Norwegian KID (MOD10 or MOD11) and the ISO 11649 creditor reference (RF…).
import { isValidKid } from '../checksums/kid.ts';
import { ibanMod97 } from '../checksums/iban.ts';

/**
 * The platform documentation's own sample KID (remittanceInformationStructured(Array) on every NDCT page). Its check
 * digit fails both MOD10 (expected 6) and MOD11 (expected '-'), so this bank rejects it like any invalid KID; the
 * error text says so, because TPPs copy it from the docs.
 */
export const PLATFORM_SAMPLE_KID = '99754667145676221';

/** Reference types that carry a KID / creditor reference (ISO 20022 DocumentType3Code SCOR); untyped counts too. */
export const isCreditorReferenceType = (referenceType: string | undefined): boolean =>
  referenceType === undefined || referenceType.trim() === '' || referenceType.trim().toUpperCase() === 'SCOR';

/** True for a valid ISO 11649 creditor reference: RF, 2 check digits, 1..21 letters/digits, MOD 97 = 1. */
export function isValidRfReference(reference: string): boolean {
  const r = reference.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(r)) return false;
  return ibanMod97(r) === 1;
}

/** Why a creditor reference (KID, or RF reference) is invalid, or null when it is valid. */
export function creditorReferenceProblem(reference: string): string | null {
  if (/^RF/i.test(reference)) {
    return isValidRfReference(reference) ? null : `${reference} is not a valid ISO 11649 creditor reference (RF + 2 check digits + up to 21 characters, MOD 97)`;
  }
  if (!/^\d{1,24}[\d-]$/.test(reference) || reference.length < 2 || reference.length > 25) {
    return `${reference} is not a valid KID: a KID has 2 to 25 digits (only a MOD11 check digit may be '-')`;
  }
  if (isValidKid(reference)) return null;
  const sample = reference === PLATFORM_SAMPLE_KID ? ' (this is the sample KID of the platform documentation, which itself has a wrong check digit)' : '';
  const fails = reference.endsWith('-') ? 'MOD11' : 'both MOD10 and MOD11';
  return `${reference} is not a valid KID: its check digit fails ${fails}${sample}`;
}
