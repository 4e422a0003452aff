// Link objects of Berlin Group responses as the platform writes them: {href, verbs}.

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A link object: target and the HTTP methods it accepts. */
export interface Link {
  href: string;
  verbs: Verb[];
}

/** A link to `href` accepting `verbs`. */
export function link(href: string, ...verbs: Verb[]): Link {
  return { href, verbs };
}
