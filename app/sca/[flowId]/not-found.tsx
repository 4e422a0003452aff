// An unknown or malformed SCA link (page.tsx calls notFound()): the bank's look, since a PSU never sees the portal.
import { BankFrame } from '@/components/sca/bank-frame.tsx';

export default function ScaNotFound() {
  return (
    <BankFrame title="This authentication link is not valid">
      <p>The link is incomplete or the authentication was never started here.</p>
      <p>Go back to the app or website that sent you and start again from there.</p>
    </BankFrame>
  );
}
