/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/**
 * Starts the squad builder's auto-builder and waits for its answer, or for the job's own account of why
 * there is none (the caller's assertion on the job's text then names it).
 */
export const runAutoBuild = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Start auto-build' }).click();
  await page.waitForFunction(
    () =>
      document.querySelector('.sb-auto__result') !== null ||
      /failed|No squad/.test(document.querySelector('.sb-auto__job')?.textContent ?? ''),
    undefined,
    { timeout: 120_000 },
  );
};
