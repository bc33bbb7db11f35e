import type { Page } from "@playwright/test";

/**
 * Records every toast the page shows from now on, across navigations (a toast leaves after 4 s: a later
 * look could miss it, and `toHaveCount` waits until the stack has shrunk). Call before `page.goto`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const marked = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll("[data-sonner-toast]"))) {
        const text = (el as HTMLElement).innerText;
        if (marked.has(el) || !text) continue;
        marked.add(el);
        seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** How many toast elements shown so far (one per toast, however often it was updated) contain `text`. */
export async function toastsShown(page: Page, text: string): Promise<number> {
  const seen = await page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
  return seen.filter((t) => t.includes(text)).length;
}
