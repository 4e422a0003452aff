'use client';
// Side by side: the signing string the playground signed and the one the server built (from SIGNATURE_INVALID).

/** The server's signing string inside a SIGNATURE_INVALID text, with its "\n" escapes undone; null if absent. */
export function serverSigningString(text: string): string | null {
  const m = /The server's signing string was: "([\s\S]*)"\s*$/.exec(text);
  return m ? (m[1] ?? '').split('\\n').join('\n') : null;
}

/** Compares line by line and marks the lines that differ. */
export function SignatureExplanation({ client, server, text }: { client: string; server: string | null; text: string }) {
  const a = client.split('\n');
  const b = server?.split('\n') ?? [];
  const rows = Math.max(a.length, b.length);
  return (
    <section aria-labelledby="explain-title" className="rounded-xl border border-red-200 bg-red-50 p-4" data-testid="signature-explanation">
      <h3 id="explain-title" className="font-semibold text-red-900">Why the server rejected the signature</h3>
      <p className="mt-1 text-sm text-red-900">{text}</p>
      {server !== null && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full table-fixed text-left font-mono text-xs">
            <thead>
              <tr className="text-red-900">
                <th className="w-1/2 pb-1 pr-2 font-sans font-semibold">Your signing string</th>
                <th className="w-1/2 pb-1 font-sans font-semibold">The server&apos;s signing string</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, i) => {
                const differs = (a[i] ?? '') !== (b[i] ?? '') && !(b[i]?.includes('…') ?? false);
                return (
                  <tr key={i} className={differs ? 'bg-red-200/70' : 'bg-white/60'}>
                    <td className="break-all border-t border-red-100 px-2 py-1 align-top">{a[i] ?? ''}</td>
                    <td className="break-all border-t border-red-100 px-2 py-1 align-top">{b[i] ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-red-900">
            {a.join('\n') === b.join('\n')
              ? 'Both sides signed the same string, so the signature value itself does not match: the private key does not belong to this certificate, or the signature was changed after signing.'
              : 'Highlighted lines differ: the server signs what it received, so a header changed after signing or a value was encoded differently. Long values are shortened with … by the server.'}
          </p>
        </div>
      )}
    </section>
  );
}
