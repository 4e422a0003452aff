// The TPP contact e-mail (spec 4.4, TPP dialogue): schema, and the advice to use a non-personal address.
import { z } from 'zod';
import type { TppMessage } from '../errors.ts';

/** Body of POST and PUT /v1/tpp-contacts (and the portal contact form). */
export const contactEmailBodySchema = z
  .object({
    contactEmail: z
      .string({ error: 'Contact e-mail is required' })
      .trim()
      .min(1, 'Contact e-mail is required')
      .max(254, 'Contact e-mail must be at most 254 characters')
      .pipe(z.email({ error: 'Contact e-mail must be a valid e-mail address, e.g. openbanking@acme.example' }))
      .meta({ description: 'Where the bank sends operational notices; use a non-personal, role-based address.', example: 'openbanking@acme.example' }),
  })
  .meta({ description: 'The contact e-mail of the TPP.', example: { contactEmail: 'openbanking@acme.example' } });
export type ContactEmailBody = z.input<typeof contactEmailBodySchema>;
/** The validated body (the address trimmed). */
export type ContactEmail = z.output<typeof contactEmailBodySchema>;

/** The registered contact of a TPP, with advice (category WARNING) where the address looks personal. */
export const tppContactSchema = z
  .object({
    organizationIdentifier: z.string().meta({ example: 'PSDNO-FSA-123456' }),
    name: z.string().meta({ example: 'Acme Payments AS' }),
    contactEmail: z.string().nullable().meta({ description: 'null when none is registered.', example: 'openbanking@acme.example' }),
    updatedAt: z.string().meta({ description: 'ISO 8601 date-time of the last change.' }),
    tppMessages: z
      .array(z.object({ category: z.literal('WARNING'), code: z.literal('WARNING'), path: z.string().optional(), text: z.string() }))
      .optional()
      .meta({ description: 'Present when the address looks personal.' }),
  })
  .meta({ description: 'The TPP contact.' });
export type TppContact = z.output<typeof tppContactSchema>;

// Local-part words of role addresses (any one of them, alone or joined with . _ - +, makes the address non-personal).
const ROLE_WORDS = new Set([
  'post', 'postmaster', 'mail', 'api', 'apis', 'openbanking', 'open', 'banking', 'psd2', 'psd', 'xs2a', 'support', 'it', 'dev', 'devs',
  'developer', 'developers', 'tech', 'techsupport', 'admin', 'info', 'contact', 'kontakt', 'security', 'ops', 'operations', 'noc',
  'helpdesk', 'service', 'servicedesk', 'kundeservice', 'customerservice', 'integration', 'integrations', 'team', 'hello', 'hei',
  'office', 'firmapost', 'compliance', 'legal', 'partners', 'partner', 'platform', 'alerts', 'notifications', 'incident', 'incidents',
  'sysadmin', 'webmaster', 'hostmaster', 'billing', 'finance', 'sales', 'payments', 'bank', 'fintech', 'backend', 'engineering',
]);

// Public mail services: an address there belongs to a person, whatever its local part (issue 12: name.surname@gmail.com).
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'hotmail.com', 'hotmail.no', 'outlook.com', 'live.com', 'live.no', 'msn.com', 'yahoo.com', 'yahoo.no', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.net', 'gmx.de', 'mail.com', 'zoho.com',
  'yandex.com', 'online.no', 'start.no', 'frisurf.no', 'broadpark.no', 'getmail.no', 'c2i.net', 'tutanota.com', 'fastmail.com', 'hey.com',
]);

/** Whether the domain is a public mail service (or a subdomain of one). */
export const isPublicMailDomain = (domain: string): boolean => {
  const d = domain.trim().toLowerCase();
  return [...PUBLIC_MAIL_DOMAINS].some((p) => d === p || d.endsWith(`.${p}`));
};

/** Advice about a contact address: a WARNING message when it looks personal, else none. The suggested address is on
 * the same domain only when that is the company's own (never on a public mail domain). */
export function assessContactEmail(email: string): TppMessage[] {
  const [local = '', rawDomain = ''] = email.trim().toLowerCase().split('@');
  const publicDomain = isPublicMailDomain(rawDomain);
  const domain = publicDomain || !rawDomain ? 'your-company.example' : rawDomain;
  const words = local.split(/[._+-]+/).filter(Boolean);
  if (!publicDomain && words.some((w) => ROLE_WORDS.has(w) || ROLE_WORDS.has(w.replace(/\d+$/, '')))) return [];
  const firstLast = words.length >= 2 && words.every((w) => /^[\p{L}]+$/u.test(w));
  const why = publicDomain
    ? `${rawDomain} is a public mail service, so the address belongs to a person rather than to your organisation`
    : firstLast
      ? `"${local}" looks like a person's first and last name`
      : `"${local}" does not look like a role address (such as post@, api@, openbanking@, support@, it@ or psd2@)`;
  return [
    {
      category: 'WARNING',
      code: 'WARNING',
      path: 'contactEmail',
      text: `The contact e-mail was saved, but ${why}. Register a non-personal, role-based address such as openbanking@${domain} so that operational notices still reach your team when people change roles.`,
    },
  ];
}
