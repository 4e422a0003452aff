// Content cards and page headings.
import type { ReactNode } from 'react';

/** A white card with an optional heading and actions. */
export function Card({ title, description, actions, children, className = '', id }: { title?: string; description?: ReactNode; actions?: ReactNode; children?: ReactNode; className?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={title && id ? `${id}-title` : undefined} className={`rounded-xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title && <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-navy-900">{title}</h2>}
            {description && <p className="mt-1 text-sm text-navy-500">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

/** The heading block at the top of a page. */
export function PageHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-teal-700">{eyebrow}</p>}
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-navy-900">{title}</h1>
      {children && <div className="mt-2 max-w-3xl text-navy-700">{children}</div>}
    </div>
  );
}
