// The PSD2 QCStatement of ETSI TS 119 495 (roles, NCA name, NCA id) inside the RFC 3739 qcStatements extension.
import { type Asn1, childrenOf, isUniversal, oid, parseDer, readOid, readString, seq, TAG, utf8 } from './der.ts';

/** PSD2 roles of a payment service provider. */
export type Psd2Role = 'PSP_AS' | 'PSP_PI' | 'PSP_AI' | 'PSP_IC';

/** All roles in canonical order. */
export const PSD2_ROLES = ['PSP_AS', 'PSP_PI', 'PSP_AI', 'PSP_IC'] as const satisfies readonly Psd2Role[];

/** Role → OID (id-psd2-role-psp-*). */
export const PSD2_ROLE_OIDS: Record<Psd2Role, string> = {
  PSP_AS: '0.4.0.19495.1.1',
  PSP_PI: '0.4.0.19495.1.2',
  PSP_AI: '0.4.0.19495.1.3',
  PSP_IC: '0.4.0.19495.1.4',
};

const ROLE_BY_OID: Record<string, Psd2Role> = Object.fromEntries(
  Object.entries(PSD2_ROLE_OIDS).map(([role, o]) => [o, role as Psd2Role]),
);

/** OIDs of the statements and extension. */
export const QC_OIDS = {
  qcStatements: '1.3.6.1.5.5.7.1.3',
  psd2Statement: '0.4.0.19495.2',
  qcCompliance: '0.4.0.1862.1.1',
  qcType: '0.4.0.1862.1.6',
  qcTypeEsign: '0.4.0.1862.1.6.1',
  qcTypeEseal: '0.4.0.1862.1.6.2',
  qcTypeWeb: '0.4.0.1862.1.6.3',
} as const;

/** The content of the PSD2 statement. */
export interface Psd2QcInfo {
  roles: Psd2Role[];
  ncaName: string;
  ncaId: string;
}

/** Sorts and de-duplicates roles into canonical order. */
export const canonicalRoles = (roles: Iterable<Psd2Role>): Psd2Role[] => {
  const set = new Set(roles);
  return PSD2_ROLES.filter((r) => set.has(r));
};

/** QCStatement { 0.4.0.19495.2, PSD2QcType { SEQUENCE OF SEQUENCE { roleOid, roleName }, ncaName, ncaId } }. */
export function encodePsd2Statement(info: Psd2QcInfo): Asn1 {
  const roles = canonicalRoles(info.roles).map((r) => seq([oid(PSD2_ROLE_OIDS[r]), utf8(r)]));
  return seq([oid(QC_OIDS.psd2Statement), seq([seq(roles), utf8(info.ncaName), utf8(info.ncaId)])]);
}

/** The qcStatements extension value: QcCompliance, QcType eseal and the PSD2 statement. */
export function encodeQcStatements(info: Psd2QcInfo): Asn1 {
  return seq([
    seq([oid(QC_OIDS.qcCompliance)]),
    seq([oid(QC_OIDS.qcType), seq([oid(QC_OIDS.qcTypeEseal)])]),
    encodePsd2Statement(info),
  ]);
}

function decodeStatementInfo(info: Asn1 | undefined): Psd2QcInfo | null {
  if (!isUniversal(info, TAG.SEQUENCE)) return null;
  const [rolesNode, ncaNameNode, ncaIdNode] = childrenOf(info);
  const roles: Psd2Role[] = [];
  for (const child of childrenOf(rolesNode)) {
    // Proper form: SEQUENCE { oid, name }; tolerated: a flat SEQUENCE { oid1, name1, oid2, name2 }.
    const roleOid = isUniversal(child, TAG.SEQUENCE) ? readOid(childrenOf(child)[0]) : readOid(child);
    const role = roleOid ? ROLE_BY_OID[roleOid] : undefined;
    if (role) roles.push(role);
  }
  return { roles: canonicalRoles(roles), ncaName: readString(ncaNameNode) ?? '', ncaId: readString(ncaIdNode) ?? '' };
}

/** The QCStatements of a qcStatements extension value: each statement's id and info node. */
function statementsOf(extnValue: Uint8Array): { id: string | null; info: Asn1 | undefined }[] | null {
  let root: Asn1;
  try {
    root = parseDer(extnValue);
  } catch {
    return null;
  }
  // A single, un-wrapped QCStatement is tolerated as well as the normal SEQUENCE OF QCStatement.
  const statements = readOid(childrenOf(root)[0]) ? [root] : childrenOf(root);
  return statements.map((statement) => {
    const [idNode, infoNode] = childrenOf(statement);
    return { id: readOid(idNode), info: infoNode };
  });
}

/** Finds and decodes the PSD2 statement in a qcStatements extension value (DER); null when absent/unreadable. */
export function decodeQcStatements(extnValue: Uint8Array): Psd2QcInfo | null {
  const psd2 = statementsOf(extnValue)?.find((s) => s.id === QC_OIDS.psd2Statement);
  return psd2 ? decodeStatementInfo(psd2.info) : null;
}

/** The QcType OIDs (EN 319 412-5: esign, eseal, web) a qcStatements extension value declares. */
export function decodeQcTypes(extnValue: Uint8Array): string[] {
  const types = (statementsOf(extnValue) ?? []).filter((s) => s.id === QC_OIDS.qcType);
  return types.flatMap((s) => childrenOf(s.info).map((t) => readOid(t) ?? ''));
}
