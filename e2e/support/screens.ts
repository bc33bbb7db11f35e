import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";

/**
 * Screenshots for docs/screens/, taken only with SCREENS=1 (an issue's "show it"), so an ordinary run
 * writes nothing into the repository.
 */
const screensDir = fileURLToPath(new URL("../../docs/screens/", import.meta.url));

export async function saveScreen(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; restOn?: Locator } = {},
): Promise<void> {
  if (process.env.SCREENS !== "1") return;
  mkdirSync(screensDir, { recursive: true });
  const file = path.join(screensDir, name);
  // The pointer rests somewhere neutral, not on a button it last clicked (no hover tint).
  if (options.restOn) await options.restOn.hover({ force: true });
  if ("goto" in target) {
    // From the top, or a sticky header is drawn where the window last was, over the content.
    if (options.fullPage) await target.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path: file, fullPage: options.fullPage, animations: "disabled" });
  }
  // A part of the page is shot where it was scrolled to: the site's sticky header is hidden meanwhile,
  // or it is drawn over the part's top.
  else
    await target.screenshot({
      path: file,
      animations: "disabled",
      style: "header.sticky { visibility: hidden !important; }",
    });
}

/**
 * Loads `path` once and waits for its web fonts, so that the next load of a Hindi or Kannada page draws in
 * them: `font-display: optional` keeps a font that misses its first ~100 ms out of that page and uses it from
 * the next page on (decision 0127), and this machine has no Devanagari or Kannada font of its own, so a
 * first visit's screenshot may show empty boxes.
 */
export async function cacheWebFonts(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}
