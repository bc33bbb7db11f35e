import type { Page } from "@playwright/test";

/**
 * Holds back every answer whose URL matches (only those with `method`, when given) until `release()`:
 * a slow line, or a slow server, for those calls only.
 */
export async function holdBack(page: Page, pattern: string | RegExp, method?: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    if (!method || route.request().method() === method) await released;
    await route.continue();
  });
  return release;
}
