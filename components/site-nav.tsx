'use client';
// The portal's section links (current page marked with aria-current and a visible style) and the small-screen
// menu, which closes after every navigation.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

export const NAV = [
  { href: '/get-started', label: 'Get started' },
  { href: '/guides', label: 'Guides' },
  { href: '/docs', label: 'API reference' },
  { href: '/playground', label: 'Signer playground' },
  { href: '/sandbox', label: 'Sandbox data' },
  { href: '/organisation', label: 'Organisation' },
] as const;

/** True when `pathname` is the section `href` or a page below it. */
export const isCurrent = (pathname: string | null, href: string): boolean => pathname === href || Boolean(pathname?.startsWith(`${href}/`));

/** The section links; `vertical` for the small-screen menu. */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const pathname = usePathname();
  return (
    <ul className={vertical ? 'space-y-1' : 'flex items-center gap-1'}>
      {NAV.map((n) => {
        const current = isCurrent(pathname, n.href);
        return (
          <li key={n.href}>
            <Link
              href={n.href}
              aria-current={current ? 'page' : undefined}
              className={`${vertical ? 'block' : 'whitespace-nowrap'} rounded-md border-b-2 px-3 py-2 text-sm font-medium ${current ? 'border-teal-400 bg-white/10 text-white' : 'border-transparent text-navy-100 hover:bg-white/10 hover:text-white'}`}
            >
              {n.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A disclosure menu for small screens: closes when the page changes, on Escape, and when a link in it is followed. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const ref = useRef<HTMLDetailsElement>(null);
  // Closes on a change of page only: on the first render's effect (hydration) a menu the user opened while the page
  // was still loading stays open (a slow phone, or a loaded CI machine, saw it snap shut).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    ref.current?.removeAttribute('open');
  }, [pathname]);
  return (
    <details
      ref={ref}
      className="relative lg:hidden"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && ref.current?.open) {
          ref.current.removeAttribute('open');
          ref.current.querySelector('summary')?.focus();
        }
      }}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) ref.current?.removeAttribute('open');
      }}
    >
      <summary className="cursor-pointer list-none rounded-md border border-white/20 px-3 py-1.5 text-sm">Menu</summary>
      <div className="absolute right-0 z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg bg-navy-900 p-3 shadow-xl ring-1 ring-white/10">{children}</div>
    </details>
  );
}
