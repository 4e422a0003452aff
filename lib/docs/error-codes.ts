// The error-code reference (/docs/errors): generated from the one error table (ERROR_STATUS in lib/errors.ts), one
// entry per code with its HTTP status, what it means and what to do next. The texts are keyed by ErrorCode, so a
// code added to the table does not compile until it is explained here. Pure: other pages link to `errorCodeHref`.
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';

/** One documented message code. */
export interface ErrorCodeDoc {
  code: ErrorCode;
  status: number;
  meaning: string;
  next: string;
}

const TEXTS: Record<ErrorCode, { meaning: string; next: string }> = {
  FORMAT_ERROR: {
    meaning: 'A header, query parameter or body field is missing or malformed. The path names the field; the text says what was expected.',
    next: 'Fix the field named in path. A customer number sent as PSU-ID is a common one: PSU-ID is the UUID you get back from the SCA redirect (psu-id), not the customer number.',
  },
  PARAMETER_NOT_CONSISTENT: { meaning: 'Parameters contradict each other (for example two ways of naming the same thing with different values).', next: 'Send one consistent set; the text names the parameters.' },
  PARAMETER_NOT_SUPPORTED: { meaning: 'A parameter this operation does not support was sent.', next: 'Leave it out; the API reference lists what each operation takes.' },
  SERVICE_INVALID: { meaning: 'The service is not available for this account, product or PSU.', next: 'Check the account type and payment product in the API reference.' },
  RESOURCE_BLOCKED: { meaning: 'The resource exists but cannot be changed now (for example a payment inside a signing basket that is not authorised yet).', next: 'Follow the text: often another resource must be deleted or finished first.' },
  TIMESTAMP_INVALID: {
    meaning: 'The Date header is missing, not an RFC 7231 date, or more than 60 seconds from the server time.',
    next: 'Sign with the current time (for example new Date().toUTCString()) and keep your clock in sync (NTP).',
  },
  PERIOD_INVALID: { meaning: 'The requested period is not allowed (dateFrom after dateTo, or older than unattended access allows).', next: 'Ask for a shorter or more recent period; without the PSU present transactions go back at most 90 days.' },
  SCA_METHOD_UNKNOWN: { meaning: 'The SCA method asked for (X-PSU-AuthMethod-Preferred) is not one the bank offers.', next: 'Use ENGANGSKODEAPP_BIOMETRI, HA2, BANKID or BANKID_MOBIL, or leave the header out.' },
  SCA_INVALID: { meaning: 'The SCA could not be used for this request (cancelled, failed or for another PSU).', next: 'Start a new SCA and send the PSU through the new scaRedirect link.' },
  SESSIONS_NOT_SUPPORTED: { meaning: 'The session handling asked for is not supported here.', next: 'Use one TPP-Session-ID per PSU session; a new one before the hour is over needs a new SCA.' },
  PAYMENT_FAILED: { meaning: 'The payment could not be carried out (for example, the SCA ended with a failure). Also sent as the code parameter of a failed SCA redirect.', next: 'Read the text and the payment status; create a new payment if needed.' },
  EXECUTION_DATE_INVALID: { meaning: 'requestedExecutionDate or startDate is in the past, more than a year ahead, or not today for an instant payment.', next: 'Give a date from today (Norwegian time) up to a year ahead; leave it out for an instant payment.' },
  REFERENCE_MIX_INVALID: { meaning: 'A signing basket was given a bulk or periodic payment; baskets hold single payments.', next: 'Put only single payments (POST /v1/payments/…) in the basket.' },
  SIGNATURE_INVALID: {
    meaning: 'The Signature header could not be verified: a wrong keyId, a signed header that is not in the request, a signing string that differs from what was signed, or a key that does not belong to the certificate.',
    next: 'Compare your signing string with the one the playground shows for the same request; the text says which part did not match.',
  },
  SIGNATURE_MISSING: { meaning: 'The request has no Signature header. Every request is signed, in the sandbox too.', next: 'Sign the request as the signing guide shows.' },
  CERTIFICATE_INVALID: { meaning: 'TPP-Signature-Certificate is not a certificate the bank accepts (not base64 DER, not issued by a trusted CA, or not a qualified TPP certificate).', next: 'Send the base64 DER of the certificate from the portal (a PEM body without line breaks).' },
  CERTIFICATE_EXPIRED: { meaning: 'The certificate is outside its validity period.', next: 'Issue a new certificate in the portal.' },
  CERTIFICATE_BLOCKED: { meaning: 'The certificate has been blocked.', next: 'Issue a new certificate in the portal, or contact the bank.' },
  CERTIFICATE_REVOKED: { meaning: 'The certificate was revoked; the API rejects it at once.', next: 'Issue a new certificate in the portal and sign with it.' },
  CERTIFICATE_MISSING: { meaning: 'The request has no TPP-Signature-Certificate header.', next: 'Add the header with the base64 DER of your certificate.' },
  ROLE_INVALID: { meaning: 'The certificate lacks the PSD2 role this operation needs (account information needs PSP_AI, payments PSP_PI).', next: 'Issue a certificate with the role in the portal.' },
  CORPORATE_ID_INVALID: { meaning: 'PSU-Corporate-ID is missing, unknown, or not an agreement of this PSU. A corporate user needs it.', next: 'Send the psu-corporate-id from the SCA redirect, or an agreement id from GET /v1/agreements.' },
  PSU_CREDENTIALS_INVALID: { meaning: 'The PSU-ID is unknown to this TPP, or belongs to another TPP.', next: 'Use the psu-id the SCA redirect gave you; the customer number is not a PSU-ID.' },
  CONSENT_INVALID: { meaning: 'The consent does not cover this request (for example an account the PSU did not consent to).', next: 'Start a new consent (POST /v1/bank-offered-consents) and let the PSU approve it.' },
  CONSENT_EXPIRED: { meaning: 'The consent has expired or the PSU revoked it.', next: 'Start a new consent and send the PSU through the SCA.' },
  TOKEN_UNKNOWN: { meaning: 'A token or session reference is unknown.', next: 'Start the flow again.' },
  TOKEN_INVALID: { meaning: 'A token or session reference is not valid for this request.', next: 'Start the flow again.' },
  TOKEN_EXPIRED: { meaning: 'A token or session has expired (an SCA within a TPP-Session-ID lasts one hour).', next: 'Start a new SCA.' },
  REQUIRED_KID_MISSING: { meaning: 'The creditor requires a KID (structured payment reference) and none was given.', next: 'Send the KID in remittanceInformationStructured (referenceType SCOR).' },
  CONSENT_UNKNOWN: { meaning: 'No consent is known for this PSU and TPP, for example because the PSU revoked it (the bank does not notify you).', next: 'Start a consent (POST /v1/bank-offered-consents) and send the PSU through the SCA.' },
  SERVICE_BLOCKED: { meaning: 'The service is blocked for this PSU or TPP.', next: 'Contact the bank; the text says what is blocked.' },
  RESOURCE_EXPIRED: { meaning: 'The resource (for example an SCA flow or a basket) has expired.', next: 'Create it again.' },
  PRODUCT_INVALID: { meaning: 'The payment product is not allowed for this account or PSU.', next: 'Use a product the API reference lists for the account.' },
  RESOURCE_UNKNOWN: { meaning: 'The id in the path (or in the body) does not exist for this TPP. Ids of other TPPs look exactly like unknown ones.', next: 'Use an id from your own sandbox: list it first (for example GET /v1/accounts).' },
  PRODUCT_UNKNOWN: { meaning: 'The payment product in the path is not one the bank offers.', next: 'Use norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks, norwegian-cross-border-credit-transfers or sepa-credit-transfers.' },
  METHOD_NOT_ALLOWED: { meaning: 'The HTTP method is not allowed on this path.', next: 'Check the method in the API reference.' },
  CANCELLATION_INVALID: { meaning: 'The payment cannot be cancelled in its current state (for example PDNG, or already booked).', next: 'Read the payment status; a payment being processed cannot be deleted.' },
  REQUESTED_FORMATS_INVALID: { meaning: 'The Accept header asks for a format the API does not produce; the API answers JSON only.', next: 'Send Accept: application/json or leave Accept out.' },
  STATUS_INVALID: { meaning: 'The resource is in a status that does not allow this action.', next: 'Read its status first; the text says which status is needed.' },
  REFERENCE_STATUS_INVALID: { meaning: 'A payment put into a signing basket is not in a status that allows it (already authorised, rejected or in another basket).', next: 'Put only new payments (RCVD) that are in no other basket.' },
  UNSUPPORTED_MEDIA_TYPE: { meaning: 'The body is not sent as application/json.', next: 'Send Content-Type: application/json with a JSON body.' },
  ACCESS_EXCEEDED: { meaning: 'The access limit is reached: without the PSU present (no PSU-IP-Address) balances and transactions of an account can be read 4 times per 24 hours each.', next: 'Wait until the time the text gives, or make the call while the PSU is present (send PSU-IP-Address).' },
  INTERNAL_ERROR: { meaning: 'Something failed on the bank side; nothing you sent caused it.', next: 'Retry later. The error is logged with your X-Request-ID; quote it when you contact the bank.' },
};

/** Every code of the error table with its status and explanation, in the table's order. */
export function errorCodeDocs(): ErrorCodeDoc[] {
  return (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).map(([code, status]) => ({ code, status, ...TEXTS[code] }));
}

/** The link to a code's explanation on the error-code page. */
export const errorCodeHref = (code: string): string => `/docs/errors#${encodeURIComponent(code)}`;

/** The explanation of `code` on /docs/errors, or null for a code outside the error table (e.g. from another server). */
export function errorHelpHref(code: string): string | null {
  return Object.hasOwn(ERROR_STATUS, code) ? errorCodeHref(code) : null;
}
