// Root layout of the developer portal and the hosted SCA pages.
import type { ReactNode } from 'react';
import './globals.css';

export const metadata = { title: 'Open Banking Developer Portal', description: 'PSD2 NextGenPSD2 API sandbox and developer portal' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
