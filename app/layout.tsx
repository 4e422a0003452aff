// Root layout: the document shell shared by the developer portal and the hosted SCA pages.
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers.tsx';
import './globals.css';

export const metadata = { title: 'Open Banking Developer Portal', description: 'PSD2 NextGenPSD2 API sandbox and developer portal' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-navy-50 font-sans text-navy-950 antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
