// What the developer portal's own declarations share: internal (not in /openapi.json), tag.
import { TAG } from '../../http/tags.ts';

export const portal = { tag: TAG.portal, internal: true } as const;
