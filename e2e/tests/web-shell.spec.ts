import { expect, type Page, test } from "@playwright/test";

/**
 * The web app's shell (public-site.md §2 "Shared page chrome" and route table): the home hero, the
 * top bar's links and current-page marking, the mobile menu, and the 404 page with its HTTP status.
 */

const HERO_HEADING = "Professional Physiotherapy Care with Healing Touch";

const navLinks = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about-us" },
  { name: "About Lymphoedema", path: "/about-lymphoedema" },
  { name: "Accolades", path: "/accolades" },
  { name: "Reviews", path: "/reviews" },
  { name: "Book Consultation", path: "/book-consultation" },
] as const;

/** Opens `path` and waits until React has hydrated the page, so clicks reach React's handlers. */
async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

function navLink(page: Page, name: string) {
  return mainNav(page).getByRole("link", { name, exact: true });
}

test.describe("home page", () => {
  test("shows the hero heading and a booking link to /book", async ({ page }) => {
    const response = await gotoHydrated(page, "/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book Consultation Online" })).toHaveAttribute(
      "href",
      "/book",
    );
  });

  test("the hero is in the HTML before any script runs (prerendered)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
    await context.close();
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the footer shows services, opening hours and the current year", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const service of [
      "Manual Therapy",
      "Lymphoedema Treatment",
      "Sports Rehabilitation",
      "Post-Surgical Care",
      "Chronic Pain Management",
    ]) {
      await expect(footer.getByText(service, { exact: true })).toBeVisible();
    }
    await expect(footer.getByText("8:00 AM-6:00 PM")).toBeVisible();
    await expect(footer.getByText("9:00 AM-3:00 PM")).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });
});

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

  test("has a Call Now telephone link and no menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Call Now" })).toHaveAttribute(
      "href",
      /^tel:\+?\d+$/,
    );
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
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

    await navLink(page, "Reviews").click();
    await expect(page).toHaveURL("/reviews");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(navLink(page, "Reviews")).toBeHidden();

    await menuButton.click();
    await expect(navLink(page, "Reviews")).toHaveAttribute("aria-current", "page");
  });

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");

    // Tab moves from the button into the open menu.
    await page.keyboard.press("Tab");
    await expect(navLink(page, "Home")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(navLink(page, "Home")).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe("routes", () => {
  test("an unknown path shows the 404 page with HTTP status 404", async ({ page }) => {
    const response = await gotoHydrated(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
  });

  for (const path of ["/about-us", "/book", "/success/example-booking-id", "/admin", "/admin/slots"]) {
    test(`${path} is a page of the app, not a 404`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toHaveCount(0);
    });
  }
});
