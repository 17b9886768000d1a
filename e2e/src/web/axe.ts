// Callbacks passed to page.evaluate run in the browser: they are typed against the DOM.
/// <reference lib="dom" />
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// axe-core's own file, injected into the page (not @axe-core/playwright, which needs Node 22).
const axeSource: string = (require('axe-core') as { source: string }).source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical WCAG A/AA violations on the page as it is now. */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> => {
  // Evaluated through the DevTools protocol, not added as an inline <script>: the pages' Content-Security-
  // Policy refuses inline scripts it has no hash for, and the test's tool is no exception to that.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target as string[] })),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
};
