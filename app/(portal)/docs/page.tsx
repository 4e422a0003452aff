// API reference page: renders the OpenAPI document generated from the registry (same as /openapi.json).
import { ApiReference } from '@/components/docs/api-reference.tsx';
import { PageHeading } from '@/components/ui/card.tsx';
import { openApiDocument } from '@/lib/operations/registry.ts';

export const metadata = { title: 'API reference · Open Banking Developer Portal' };
export const dynamic = 'force-dynamic';

export default function DocsPage() {
  const doc = openApiDocument();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="NextGenPSD2 1.3" title="API reference">
        Every operation with its parameters, required headers, body schema and responses — generated from the same zod schemas the server validates
        with. Signed operations need the headers below; the playground builds them for you.
      </PageHeading>
      <ApiReference doc={doc} />
    </div>
  );
}
