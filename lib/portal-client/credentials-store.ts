// The playground's key and certificate, kept in this browser only (localStorage), never sent unless the user asks.

export const CREDENTIALS_KEY = 'openbank.playground.credentials';

/** A PEM key and certificate pair. */
export interface StoredCredentials {
  keyPem: string;
  certPem: string;
}

/** Reads the stored pair (null when none, or outside a browser). */
export function loadCredentials(): StoredCredentials | null {
  if (typeof window === 'undefined') return null;
  try {
    const v = JSON.parse(window.localStorage.getItem(CREDENTIALS_KEY) ?? 'null') as Partial<StoredCredentials> | null;
    return v && typeof v.keyPem === 'string' && typeof v.certPem === 'string' ? { keyPem: v.keyPem, certPem: v.certPem } : null;
  } catch {
    return null;
  }
}

/** Stores the pair in this browser. */
export function saveCredentials(c: StoredCredentials): void {
  window.localStorage.setItem(CREDENTIALS_KEY, JSON.stringify(c));
}

/** Forgets the stored pair. */
export function clearCredentials(): void {
  window.localStorage.removeItem(CREDENTIALS_KEY);
}

/** Offers text as a file download. */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-pem-file' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
