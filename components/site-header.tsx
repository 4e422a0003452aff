// The portal's navigation header: brand, sections, and the account area (server component).
import Link from 'next/link';
import type { PortalAccount } from '@/lib/portal/sessions.ts';
import { SignOutButton } from './sign-out-button.tsx';

const NAV = [
  { href: '/docs', label: 'API reference' },
  { href: '/playground', label: 'Signer playground' },
  { href: '/sandbox', label: 'Sandbox data' },
  { href: '/organisation', label: 'Organisation' },
];

function Brand() {
  return (
    <Link href="/" className="flex items-center gap-2 text-white">
      <span aria-hidden className="grid h-8 w-8 place-items-center rounded-md bg-teal-500 font-bold text-navy-950">ob</span>
      <span className="text-base font-semibold tracking-tight">
        Open Banking <span className="font-normal text-navy-200">Developer Portal</span>
      </span>
    </Link>
  );
}

/** Header with navigation; a disclosure menu on small screens. */
export function SiteHeader({ principal }: { principal: PortalAccount | null }) {
  const account = principal ? (
    <div className="flex items-center gap-3">
      <span className="hidden text-sm text-navy-200 lg:inline" data-testid="signed-in-as">
        {principal.name} · <span className="font-mono">{principal.organizationIdentifier ?? 'no organisation yet'}</span>
      </span>
      <SignOutButton />
    </div>
  ) : (
    <div className="flex items-center gap-2">
      <Link href="/signin" className="whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-white hover:bg-white/10">Sign in</Link>
      <Link href="/signup" className="whitespace-nowrap rounded-md bg-teal-500 px-3 py-1.5 text-sm font-semibold text-navy-950 hover:bg-teal-400">Get sandbox access</Link>
    </div>
  );
  return (
    <header className="bg-navy-900 text-white shadow">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-navy-900">Skip to content</a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((n) => (
              <li key={n.href}>
                <Link href={n.href} className="rounded-md px-3 py-2 text-sm font-medium text-navy-100 hover:bg-white/10 hover:text-white">{n.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">{account}</div>
        <details className="relative md:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-white/20 px-3 py-1.5 text-sm">Menu</summary>
          <div className="absolute right-0 z-40 mt-2 w-64 rounded-lg bg-navy-900 p-3 shadow-xl ring-1 ring-white/10">
            <nav aria-label="Main (mobile)">
              <ul className="space-y-1">
                {NAV.map((n) => (
                  <li key={n.href}>
                    <Link href={n.href} className="block rounded-md px-3 py-2 text-sm text-navy-100 hover:bg-white/10">{n.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 border-t border-white/10 pt-3">{account}</div>
          </div>
        </details>
      </div>
    </header>
  );
}
