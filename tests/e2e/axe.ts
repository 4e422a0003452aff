// axe-core in the browser tests: every rule axe has (WCAG 2.x A/AA and best practices) on the page as it is now;
// a violation of impact "serious" or "critical" fails the test with the rule, its help text and the elements.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One axe violation, shortened for assertion messages. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** The serious and critical violations on `page` (optionally only inside `include`). */
export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<AxeFinding[]> {
  const builder = () => {
    const b = new AxeBuilder({ page });
    return options.include ? b.include(options.include) : b;
  };
  let results;
  try {
    results = await builder().analyze();
  } catch (e) {
    // Pages from browser.newPage() cannot open the blank page axe uses to combine frame results: run per frame.
    if (!/newContext/.test(String((e as Error).message))) throw e;
    results = await builder().setLegacyMode(true).analyze();
  }
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
    }));
}

/** Fails when axe finds a serious or critical violation on `page`; `where` names the page in the message. */
export async function expectAccessible(page: Page, where: string, options: { include?: string } = {}): Promise<void> {
  const found = await seriousViolations(page, options);
  if (found.length) {
    throw new Error(`axe: ${found.length} serious/critical violation(s) on ${where}:\n${found.map((f) => `- [${f.impact}] ${f.id}: ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n')}`);
  }
}
