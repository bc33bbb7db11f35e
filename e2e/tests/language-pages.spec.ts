import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/public-site";
import { saveScreen } from "../support/screens";

/**
 * Issue 33: the home page in each language at 375 px (and 1280 px), its words from the language's texts
 * and content translation; screenshots in docs/screens/issue-33/ with SCREENS=1.
 */
const homes = [
  { path: "/", lang: "en", heading: "Professional Physiotherapy Care", book: "Book Consultation Online" },
  { path: "/hi", lang: "hi", heading: "फिजियोथेरेपी", book: "ऑनलाइन परामर्श बुक करें" },
  { path: "/kn", lang: "kn", heading: "ಫಿಸಿಯೋಥೆರಪಿ", book: "ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಸಮಾಲೋಚನೆ ಬುಕ್ ಮಾಡಿ" },
];

for (const home of homes) {
  test(`the home page in ${home.lang}`, async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, home.path);
      await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(home.heading);
      await expect(page.getByRole("link", { name: home.book })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await saveScreen(page, `issue-33/home-${home.lang}-${width}.png`);
    }
  });
}
