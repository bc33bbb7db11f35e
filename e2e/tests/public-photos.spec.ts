import { expect, type Page, test } from "@playwright/test";
import { saveScreen } from "../support/screens";

/**
 * The content file's photos (issue 24), as the default content ships them: the home page's hero loaded first
 * and eagerly, the team's portraits and the clinic's photos on About Us loaded when near, every one in AVIF
 * (WebP for browsers without it) at the width the layout needs, with its size set, cached for a year.
 * With SCREENS=1 it saves docs/screens/home-photos-375/1280.png and about-photos-375/1280.png.
 */

/** Scrolls down the page so lazy photos load, back to the top, and waits until every photo is decoded. */
async function loadAllPhotos(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() =>
      page.$$eval("picture img", (images) =>
        images.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test("home shows the hero photo, loaded first, in AVIF at a width that fits", async ({ page }) => {
      const photos: string[] = [];
      page.on("response", (response) => {
        if (response.url().includes("/assets/photos/")) photos.push(response.url());
      });
      await page.goto("/");
      const hero = page.locator("#home-hero-heading").locator("xpath=ancestor::section").locator("img");
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("loading", "eager");
      await expect(hero).toHaveAttribute("alt", /morning light/);
      await expect(hero).toHaveAttribute("width", "1440");
      await expect(hero).toHaveAttribute("height", "900");
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
      const shown = await hero.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
      const made = Number(
        /-(\d+)-\w+\.avif$/.exec(await hero.evaluate((img: HTMLImageElement) => img.currentSrc))?.[1],
      );
      // The browser picks the smallest width that covers the photo at this screen's density.
      expect(made).toBeGreaterThanOrEqual(shown);
      expect(photos.every((url) => url.includes("/hero-"))).toBe(true);
      await loadAllPhotos(page);
      await saveScreen(page, `home-photos-${width}.png`, { fullPage: true });
    });

    test("About Us shows the team's portraits and the clinic's photos, loaded when near", async ({
      page,
    }) => {
      await page.goto("/about-us");
      const team = page.locator("#team img");
      await expect(team).toHaveCount(3);
      await expect(team.first()).toHaveAttribute("alt", "Portrait of Dr. Priya Sharma");
      const places = page.locator("#visit img");
      await expect(places).toHaveCount(2);
      for (const img of [...(await team.all()), ...(await places.all())]) {
        await expect(img).toHaveAttribute("loading", "lazy");
        await expect(img).not.toHaveAttribute("fetchpriority", /./);
        await expect(img).toHaveAttribute("width", /^\d+$/);
        await expect(img).toHaveAttribute("height", /^\d+$/);
      }
      await loadAllPhotos(page);
      await saveScreen(page, `about-photos-${width}.png`, { fullPage: true });
    });
  });
}

test("photos are served as immutable files with their image type", async ({ request, page }) => {
  await page.goto("/about-us");
  const sources = await page.$$eval("picture source, picture img", (nodes) =>
    nodes.flatMap((node) =>
      ((node as HTMLSourceElement).srcset || (node as HTMLImageElement).src)
        .split(",")
        .map((part) => part.trim().split(" ")[0] ?? ""),
    ),
  );
  const urls = [...new Set(sources)].filter((url) => url.length > 0);
  expect(urls.length).toBeGreaterThanOrEqual(5 * 2 * 3);
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-type"], url).toBe(url.endsWith(".avif") ? "image/avif" : "image/webp");
  }
});
