// The developer guides of the portal (/guides/<slug>), in reading order: written for TPP developers.

/** One guide. */
export interface Guide {
  slug: string;
  title: string;
  summary: string;
}

export const GUIDES: readonly Guide[] = [
  { slug: 'quick-start', title: 'Quick start', summary: 'From sign-up to a consented account read: certificate, first signed request, consent and SCA, accounts.' },
  { slug: 'signing', title: 'Signing requests', summary: 'The headers every request carries, the signing string, and copy-paste examples in curl, Node.js, Python and Java.' },
  { slug: 'consent-and-sca', title: 'Consent, SCA and sessions', summary: 'scaRedirect, the redirect back to you, PSU-ID versus customer number, corporate users, sessions, unattended access, paging and pending transactions.' },
  { slug: 'payments', title: 'Payments and signing baskets', summary: 'Payment products, authorisation, statuses, signing baskets and when the batch books payments.' },
  { slug: 'accept-fix', title: 'x-accept-fix', summary: 'Opting in to changes before they become the default.' },
  { slug: 'sandbox', title: 'Sandbox test data', summary: 'The test customers, accounts and cards of your sandbox, and how to add, change and reset them.' },
] as const;

/** The error-code reference, listed with the guides. */
export const ERRORS_PAGE = { href: '/docs/errors', title: 'Error codes', summary: 'Every message code: its HTTP status, what it means and what to do next.' } as const;
