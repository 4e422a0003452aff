'use client';
// A labelled monospace block with a copy-to-clipboard button.
import { useState } from 'react';
import { ScrollArea } from '@/components/ui/scroll-area.tsx';

/** Shows `text` in a scrollable code block with a Copy button. */
export function CopyBlock({ label, text, testId, dark = false }: { label: string; text: string; testId?: string; dark?: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <div className="flex items-center justify-between">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-navy-500">{label}</h3>
        <button
          type="button"
          className="rounded px-2 py-0.5 text-xs font-medium text-teal-700 hover:bg-teal-50"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 1500);
            });
          }}
        >
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      <ScrollArea
        as="pre"
        label={label}
        data-testid={testId}
        className={`mt-1 max-h-72 whitespace-pre-wrap break-all rounded-md p-3 font-mono text-xs ${dark ? 'bg-navy-950 text-navy-100' : 'border border-navy-100 bg-navy-50 text-navy-900'}`}
      >
        {text}
      </ScrollArea>
    </div>
  );
}
