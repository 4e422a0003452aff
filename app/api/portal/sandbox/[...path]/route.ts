import { withPortal } from '@/lib/portal/with-portal.ts';
import { manageSandboxOperations } from '@/lib/portal/operations/manage-sandbox.ts';

export const dynamic = 'force-dynamic';

// GET /api/portal/sandbox/{...path} — sandbox management for the portal UI (GET): reads (lists, accounts, transactions); runs the /v1/sandbox operation at the same path
export const GET = withPortal(manageSandboxOperations.GET);

// POST /api/portal/sandbox/{...path} — sandbox management for the portal UI (POST): creates (customers, accounts, card accounts, transactions, agreements), resets, runs the batch; runs the /v1/sandbox operation at the same path
export const POST = withPortal(manageSandboxOperations.POST);

// PUT /api/portal/sandbox/{...path} — sandbox management for the portal UI (PUT): replaces balances; runs the /v1/sandbox operation at the same path
export const PUT = withPortal(manageSandboxOperations.PUT);

// DELETE /api/portal/sandbox/{...path} — sandbox management for the portal UI (DELETE): deletes customers, accounts and card accounts; runs the /v1/sandbox operation at the same path
export const DELETE = withPortal(manageSandboxOperations.DELETE);
