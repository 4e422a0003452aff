import { withPortal } from '@/lib/portal/with-portal.ts';
import { manageSandboxOperations } from '@/lib/portal/operations/manage-sandbox.ts';

export const dynamic = 'force-dynamic';

// GET /api/portal/sandbox/{...path} — sandbox management for the portal UI: the /v1/sandbox GET operation at the same path
export const GET = withPortal(manageSandboxOperations.GET);

// POST /api/portal/sandbox/{...path} — sandbox management for the portal UI: the /v1/sandbox POST operation at the same path
export const POST = withPortal(manageSandboxOperations.POST);

// PUT /api/portal/sandbox/{...path} — sandbox management for the portal UI: the /v1/sandbox PUT operation at the same path
export const PUT = withPortal(manageSandboxOperations.PUT);

// DELETE /api/portal/sandbox/{...path} — sandbox management for the portal UI: the /v1/sandbox DELETE operation at the same path
export const DELETE = withPortal(manageSandboxOperations.DELETE);
