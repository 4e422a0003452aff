'use client';
// A box that scrolls its own content (wide tables, long code) instead of widening the page. While its content
// overflows it is a labelled region in the tab order, so keyboard users can scroll it (axe scrollable-region-focusable).
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';

/** `label` names the region for screen readers; `as="pre"` for code. */
export function ScrollArea({ label, as = 'div', className = '', children, ...props }: HTMLAttributes<HTMLElement> & { label: string; as?: 'div' | 'pre' }) {
  const ref = useRef<HTMLElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  const Tag = as;
  return (
    <Tag
      ref={ref as never}
      {...props}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? label : undefined}
      tabIndex={overflows ? 0 : undefined}
      className={`overflow-auto ${className}`}
    >
      {children}
    </Tag>
  );
}
