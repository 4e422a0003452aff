// Masking of personal data in a request-log entry outside the sandbox (issue 14): PSU identifiers, customer numbers
// and account numbers never reach the table in production; bodies are not kept there at all.

/** Headers whose values identify a person or a company; their signing-string lines keep only the name. */
const PERSONAL_HEADERS = ['psu-id', 'psu-corporate-id', 'psu-ip-address', 'psu-geo-location', 'psu-user-agent'];

/** An IBAN or BBAN-like number: keeps the first four and last two characters. */
const IBAN = /\b[A-Z]{2}\d{2}[A-Z0-9]{8,30}\b/g;
/** A run of 6 or more digits outside an identifier (UUIDs, dates and amounts keep theirs). */
const DIGITS = /(?<![\w.-])\d{6,}(?![\w-])/g;

const hide = (s: string, keepStart: number, keepEnd: number) => `${s.slice(0, keepStart)}${'•'.repeat(Math.max(3, s.length - keepStart - keepEnd))}${s.slice(s.length - keepEnd)}`;

/** Account numbers, customer numbers and other long digit runs in free text (paths, messages). */
export function maskText(text: string): string {
  return text.replace(IBAN, (m) => hide(m, 4, 2)).replace(DIGITS, (m) => hide(m, 0, 2));
}

/** A signing string with the values of personal headers replaced, the rest masked like free text. */
export function maskSigningString(signingString: string): string {
  return signingString
    .split('\n')
    .map((line) => {
      const name = line.slice(0, line.indexOf(':')).toLowerCase();
      return PERSONAL_HEADERS.includes(name) ? `${name}: [masked]` : maskText(line);
    })
    .join('\n');
}
