'use client';
// An unexpected failure on the hosted SCA page: the bank's look, a retry, and where to go instead.
import { BankFrame } from '@/components/sca/bank-frame.tsx';

export default function ScaError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <BankFrame title="Authentication is not available right now">
      <p>Nothing was approved. Try again, or go back to the app or website that sent you and start again.</p>
      {error.digest && <p className="text-sm text-slate-600">Reference: <span className="font-mono">{error.digest}</span></p>}
      <button type="button" onClick={reset} className="rounded-lg bg-teal-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
        Try again
      </button>
    </BankFrame>
  );
}
