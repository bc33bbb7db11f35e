import { expect, test } from "@playwright/test";
import { gotoHydrated, HERO_HEADING, mainNav, navLink, navLinks } from "../support/public-site";

/**
 * The shared page chrome (public-site.md §2): the top bar with its current-page marking, Call Now,
 * the mobile menu, the skip link, the footer, keyboard use and reduced motion.
 */

test.describe("top bar on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("each link opens its page and is marked as the current page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(navLink(page, "Home")).toHaveAttribute("aria-current", "page");
    for (const { name, path } of navLinks) {
      await navLink(page, name).click();
      await expect(page).toHaveURL(path);
      await expect(navLink(page, name)).toHaveAttribute("aria-current", "page");
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toHaveCount(0);
    }
  });

  test("a page opened directly marks its own link", async ({ page }) => {
    await gotoHydrated(page, "/accolades");
    await expect(navLink(page, "Accolades")).toHaveAttribute("aria-current", "page");
    await expect(navLink(page, "Home")).not.toHaveAttribute("aria-current", "page");
  });

  test("Call Now is a telephone link; there is no menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Call Now" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("keyboard: skip link, the logo, every top-bar link, Call Now, then the page, in order", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const expected = [
      "Skip to content",
      // The language switcher (issue 33), above the top bar.
      "English",
      "हिन्दी",
      "ಕನ್ನಡ",
      "Healing Touch Physiotherapy, home",
      ...navLinks.map((l) => l.name),
      "Call Now",
      "Book Consultation Online",
    ];
    for (const name of expected) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute("aria-label") ?? el?.innerText.trim() ?? "";
      });
      expect(focused).toBe(name);
    }
    // Enter on a focused top-bar link follows it.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/book-consultation");
  });
});

test.describe("the language switcher (issue 33)", () => {
  test("keeps the page, marks the language, and the page is in it", async ({ page }) => {
    await gotoHydrated(page, "/about-us");
    const languages = page.getByRole("navigation", { name: "Language" });
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await languages.getByRole("link", { name: "ಕನ್ನಡ" }).click();
    await expect(page).toHaveURL("/kn/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "kn");
    const kannada = page.getByRole("navigation", { name: "ಭಾಷೆ" });
    await expect(kannada.getByRole("link", { name: "ಕನ್ನಡ" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: "ಮುಖಪುಟ", exact: true })).toHaveAttribute("href", "/kn");
    await kannada.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL("/hi/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a Hindi page links its alternates and its pages in Hindi", async ({ page }) => {
    await gotoHydrated(page, "/hi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("फिजियोथेरेपी");
    await expect(page.locator('link[rel="alternate"][hreflang="kn"]')).toHaveAttribute("href", /\/kn$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/$/);
    await expect(page.getByRole("link", { name: "ऑनलाइन परामर्श बुक करें" })).toHaveAttribute("href", "/hi/book");
  });
});

test.describe("top bar on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu opens, and choosing a link closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toHaveAttribute("aria-controls", /.+/);
    await expect(navLink(page, "Reviews")).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Call Now" })).toBeVisible();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const controlled = await menuButton.getAttribute("aria-controls");
    await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
    for (const { name } of navLinks) await expect(navLink(page, name)).toBeVisible();

    await navLink(page, "About Lymphoedema").click();
    await expect(page).toHaveURL("/about-lymphoedema");
    await expect(page.getByRole("heading", { level: 1, name: "About Lymphoedema" })).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(navLink(page, "About Lymphoedema")).toBeHidden();

    await menuButton.click();
    await expect(navLink(page, "About Lymphoedema")).toHaveAttribute("aria-current", "page");
  });

  test("keyboard: open with Enter, walk every link without a trap, Escape closes and returns focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");

    for (const { name } of navLinks) {
      await page.keyboard.press("Tab");
      await expect(navLink(page, name)).toBeFocused();
    }
    // Nothing traps focus: Tab leaves the menu for Call Now and the page.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Call Now" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Book Consultation Online" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(navLink(page, "Home")).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("Enter on a menu link follows it and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await navLink(page, "Accolades").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/accolades");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/about-us");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("the footer: contact, services, opening hours, two social links, privacy, terms, the year", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  // In public-site.md §2's order (the home page's cards put Lymphoedema Treatment first).
  await expect(footer.getByRole("region", { name: "Services" }).getByRole("listitem")).toHaveText([
    "Manual Therapy",
    "Lymphoedema Treatment",
    "Sports Rehabilitation",
    "Post-Surgical Care",
    "Chronic Pain Management",
  ]);
  await expect(footer.getByText("8:00 AM-6:00 PM")).toBeVisible();
  await expect(footer.getByText("9:00 AM-3:00 PM")).toBeVisible();
  await expect(footer.getByText("closed", { exact: true })).toBeVisible();
  // Each day and its hours read as one phrase, on the whole page (the hero's card writes "Mon-Fri, …").
  await expect(page.getByText("Mon-Fri 8:00 AM-6:00 PM")).toBeVisible();
  await expect(page.getByText("Sat 9:00 AM-3:00 PM")).toBeVisible();
  await expect(page.getByText("Sun closed", { exact: true })).toBeVisible();
  // The hero's "Open" card shows every open day the footer does, Saturday included (issue 32).
  await expect(page.getByText("Open Mon-Sat", { exact: true })).toBeVisible();
  await expect(page.locator('[data-opening-hours="open-hours"]')).toHaveText(
    "Mon-Fri, 8:00 AM-6:00 PM Sat, 9:00 AM-3:00 PM",
  );
  await expect(
    footer.getByText("12 Example Road, Sample Nagar Bengaluru, Karnataka 560001 India"),
  ).toBeVisible();
  await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(footer.getByRole("link", { name: "care@healingtouch.example" })).toHaveAttribute(
    "href",
    "mailto:care@healingtouch.example",
  );
  const social = footer.getByRole("link", { name: /on (Facebook|Instagram)/ });
  await expect(social).toHaveCount(2);
  for (const link of await social.all()) await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
  await expect(footer.getByText(`© ${new Date().getFullYear()} Healing Touch Physiotherapy`)).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the page does not scroll smoothly and nothing animates", async ({ page }) => {
    await gotoHydrated(page, "/about-lymphoedema");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    const animated = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll("*")).filter((el) => {
          const style = getComputedStyle(el);
          const animates =
            style.animationName !== "none" && Number.parseFloat(style.animationDuration) > 0.01;
          return animates || Number.parseFloat(style.transitionDuration) > 0.01;
        }).length,
    );
    expect(animated).toBe(0);
  });
});

test.describe("without reduced motion", () => {
  // The suite runs with reduced motion (playwright.config.ts); this is the page as most visitors get it.
  test.use({ reducedMotion: "no-preference" });

  test("in-page links scroll smoothly", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      "smooth",
    );
    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
  });
});
