import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Where the journeys save pictures of the screens they walk through, to be looked at
 * (`E2E_SHOTS_DIR=/tmp/shots npm run test:e2e`). Unset, as in `npm test`, none is taken: each is
 * a layout and a PNG of the whole page, work the run's one browser does for no test.
 */
export const shotsDir = process.env.E2E_SHOTS_DIR;

/** Saves a page (whole, not only its viewport) or one part of it as `<name>.png`, when `shotsDir` is set. */
export async function saveScreenshot(target: Page | Locator, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const path = join(shotsDir, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
}
