import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 A and AA, as the project checks every page. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Whether sonner's toast region is checked too. Left out by default: sonner fades stacked toasts behind
 * the front one, which axe reads as low contrast while they animate. The specs that check the toasts
 * themselves (public-a11y, the shell, reviews) keep it in.
 */
type AxeOptions = { toasts?: boolean };

/** axe's findings on the page as it is now: each rule broken, its impact and up to five of its nodes. */
export async function axeViolations(page: Page, { toasts = false }: AxeOptions = {}) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (!toasts) builder.exclude("[data-sonner-toaster]");
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

/** Runs axe on the page as it is now (open dialogs, drawers and menus included); no violation may be left. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  expect(await axeViolations(page, options)).toEqual([]);
}
