import { expect, test } from "@playwright/test";

/**
 * What a patient's first visit downloads stays lean (issues 3, 24, 33): the home and the wizard, in each
 * language, load no validation library (zod, 27 KB gzipped, belongs to the wizard's later steps), no
 * admin code and not React Router's development build. A module that builds a schema when imported,
 * reached from every page, brought zod into each page's first load once; this catches it again without a
 * Lighthouse run.
 */
const pages = ["/", "/hi", "/kn", "/book-consultation", "/hi/book-consultation", "/kn/book-consultation"];

for (const path of pages)
  test(`the first load of ${path} carries no zod, no admin code and no development build`, async ({
    page,
    request,
    baseURL,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" && r.url().startsWith(baseURL as string)) scripts.push(r.url());
    });
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body.includes("_zod"), `${url} carries zod`).toBe(false);
      // A warning only React Router's development build has (its package exports no other; decision 0148).
      expect(body.includes("You rendered descendant"), `${url} carries React Router's dev build`).toBe(false);
      expect(new URL(url).pathname, url).not.toMatch(/\/assets\/admin/);
    }
  });

/**
 * React DOM (entry.client) and the site chunk open with Chrome's compile hint, so V8 compiles them while they
 * download rather than on the main thread as hydration calls them (decision 0141); the hint must be the
 * file's first line, which a minifier or a build step that prepends something would undo.
 */
test("React DOM and the site chunk open with the compile hint, and the page's other scripts do not", async ({
  page,
  request,
  baseURL,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && r.url().startsWith(baseURL as string)) scripts.push(r.url());
  });
  await page.goto("/book-consultation", { waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const hinted: string[] = [];
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    if (body.startsWith("//# allFunctionsCalledOnLoad\n"))
      hinted.push(new URL(url).pathname.replace(/-[\w-]{8}\.js$/, ""));
  }
  expect(hinted.sort()).toEqual(["/assets/entry.client", "/assets/site"]);
});

/**
 * A prerendered page's scripts wait for its first contentful paint and its fonts (decision 0012): on a Hindi
 * or Kannada page whose font is still loading, the first frame draws the text invisible, and scripts fetched
 * then would compete with the font for the line and hydrate before the text shows.
 */
for (const path of ["/", "/hi", "/kn/book-consultation"])
  test(`${path} requests its scripts only after its first paint and its fonts`, async ({ page }) => {
    // The fonts arrive late, as on a slow line: the first frames hold the text back.
    await page.route(/\/assets\/.*\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const { paintedAt, fontsAt, scriptStarts } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      fontsAt: Math.max(
        0,
        ...performance
          .getEntriesByType("resource")
          // The page's own fonts: the switcher's other languages' names wait for them too (decision 0150).
          .filter((entry) => entry.name.endsWith(".woff2") && !entry.name.includes("/language-name-"))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      ),
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(paintedAt).toBeDefined();
    expect(scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts)).toBeGreaterThan(paintedAt as number);
    // An English page has no font of its own, only its paint to wait for.
    if (path !== "/") expect(fontsAt).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts)).toBeGreaterThan(fontsAt);
  });
