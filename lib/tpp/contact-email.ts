// The TPP contact e-mail (spec 4.4, TPP dialogue): schema, and the advice to use a non-personal address.
import { z } from 'zod';
import type { TppMessage } from '../errors.ts';

/** Body of POST and PUT /v1/tpp-contacts (and the portal contact form). */
export const contactEmailBodySchema = z
  .object({
    contactEmail: z
      .string({ error: 'contactEmail is required' })
      .trim()
      .min(1, 'contactEmail is required')
      .max(254, 'contactEmail must be at most 254 characters')
      .pipe(z.email({ error: 'contactEmail must be a valid e-mail address, e.g. openbanking@acme.example' }))
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

/** Advice about a contact address: a WARNING message when its local part looks personal, else none. */
export function assessContactEmail(email: string): TppMessage[] {
  const [local = '', domain = 'your-company.example'] = email.trim().toLowerCase().split('@');
  const words = local.split(/[._+-]+/).filter(Boolean);
  if (words.some((w) => ROLE_WORDS.has(w) || ROLE_WORDS.has(w.replace(/\d+$/, '')))) return [];
  const firstLast = words.length >= 2 && words.every((w) => /^[\p{L}]+$/u.test(w));
  const why = firstLast
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
