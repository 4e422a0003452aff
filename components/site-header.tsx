// The portal's navigation header: brand, sections, and the account area (no server-only imports: error pages use it too).
import Link from 'next/link';
import type { PortalAccount } from '@/lib/portal/sessions.ts';
import { MobileMenu, NavLinks } from './site-nav.tsx';
import { SignOutButton } from './sign-out-button.tsx';

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

/**
 * Header with navigation; below 1024 px (lg) a disclosure menu, as the links and the account area do not fit one row. `showAccount` false leaves out the sign-in or
 * sign-out area (the error page cannot know who is signed in).
 */
export function SiteHeader({ principal, showAccount = true }: { principal: PortalAccount | null; showAccount?: boolean }) {
  const account = !showAccount ? null : principal ? (
    <div className="flex items-center gap-3">
      <span className="hidden text-sm text-navy-200 xl:inline" data-testid="signed-in-as">
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
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks />
        </nav>
        {account && <div className="hidden lg:block">{account}</div>}
        <MobileMenu>
          <nav aria-label="Main (mobile)">
            <NavLinks vertical />
          </nav>
          {account && <div className="mt-3 border-t border-white/10 pt-3">{account}</div>}
        </MobileMenu>
      </div>
    </header>
  );
}
