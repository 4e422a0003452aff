// Layout of the developer portal pages: navigation header, main area, footer.
import type { ReactNode } from 'react';
import { PortalShell } from '@/components/portal-shell.tsx';
import { getPortalPrincipal } from '@/lib/portal/current-user.ts';

export const dynamic = 'force-dynamic';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const principal = await getPortalPrincipal().catch(() => null);
  return <PortalShell principal={principal}>{children}</PortalShell>;
}
