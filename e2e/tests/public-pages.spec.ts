import { expect, test } from "@playwright/test";
import { errorTexts } from "../../apps/web/src/i18n/error-texts";
import { kn } from "../../apps/web/src/i18n/site-texts.kn";
import { gotoHydrated, HERO_HEADING } from "../support/public-site";

/** Each public page as the spec describes it (public-site.md §2): headings, key text, its links. */

test.describe("home", () => {
  test("hero, booking and WhatsApp links", async ({ page }) => {
    const response = await gotoHydrated(page, "/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Healing Touch Physiotherapy/);
    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book Consultation Online" })).toHaveAttribute(
      "href",
      "/book",
    );
    // Only the hero's link is 'WhatsApp Consultation'; that it opens a new tab is its description.
    const whatsapp = page.getByRole("link", { name: "WhatsApp Consultation", exact: true });
    await expect(whatsapp).toHaveCount(1);
    await expect(page.getByText("WhatsApp Consultation")).toHaveCount(1);
    await expect(page.getByRole("region", { name: HERO_HEADING })).toContainText("WhatsApp Consultation");
    await expect(whatsapp).toHaveAccessibleDescription("Opens WhatsApp in a new tab");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    const href = (await whatsapp.getAttribute("href")) ?? "";
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toMatch(/schedule a physiotherapy consultation/);
  });

  test("three service cards with their features", async ({ page }) => {
    await gotoHydrated(page, "/");
    const services = page.getByRole("region", { name: "Our Services" });
    const cards = {
      "Lymphoedema Treatment": [
        "Manual lymphatic drainage",
        "Compression therapy",
        "Exercise programs",
        "Skin care education",
      ],
      "Manual Therapy": [
        "Joint mobilization",
        "Soft tissue techniques",
        "Myofascial release",
        "Trigger point therapy",
      ],
      "Sports Rehabilitation": [
        "Injury assessment",
        "Performance enhancement",
        "Return-to-sport programs",
        "Prevention strategies",
      ],
    };
    // In public-site.md §2 Home's order.
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(Object.keys(cards));
    for (const [title, features] of Object.entries(cards)) {
      await expect(services.getByRole("heading", { level: 3, name: title })).toBeVisible();
      const list = services.getByRole("list", { name: `${title}: what it includes` });
      for (const feature of features) await expect(list.getByText(feature, { exact: true })).toBeVisible();
    }
  });

  test("the reviews section is there after hydration, without scrolling (1280 × 720)", async ({ page }) => {
    // It loads once the page is idle, or earlier when scrolled near (decision 0028).
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, "/");
    const section = page.getByTestId("home-reviews");
    const websiteTab = page.getByRole("tab", { name: /^Website Reviews \(\d+\)$/ });
    await expect(websiteTab).toBeVisible();
    await expect(websiteTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /^Google Reviews \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit Website Review" })).toHaveAttribute(
      "href",
      "/reviews",
    );
    // Named exactly as the spec writes it; "opens in a new tab" is the description (screen guide: The spec's
    // names, exact and once).
    const google = section.getByRole("link", { name: "Write a Review on Google", exact: true });
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(google).toHaveAccessibleDescription("Opens in a new tab");
    // The Google notice: amber when the fetch failed, blue when there are none (spec §8).
    await expect(
      page.getByText(
        /^(Unable to load Google reviews at this time\. Please try again later\.|Google reviews are not currently available\. Please check back later or write a review on our website\.)$/,
      ),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Quick Stats, the team link and the closing WhatsApp call to action", async ({ page }) => {
    await gotoHydrated(page, "/");
    const stats = page.getByRole("region", { name: "Quick Stats" });
    for (const figure of ["15+", "1000+", "98%", "24/7"]) {
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    }
    // The figure and its label read as one phrase, in the order shown.
    for (const claim of [
      "15+ Years of combined experience",
      "1000+ Patients treated",
      "98% Patient satisfaction",
      "24/7 Support",
    ]) {
      await expect(page.getByText(claim)).toBeVisible();
    }
    for (const point of ["Quick Response", "Convenient Location", "Professional Care"]) {
      await expect(page.getByText(point, { exact: true })).toBeVisible();
    }
    const cta = page.getByRole("link", { name: "Start a WhatsApp Chat", exact: true });
    await expect(cta).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210\?text=/);
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(cta).toHaveAccessibleDescription("Opens WhatsApp in a new tab");
    await page.getByRole("link", { name: "Learn More About Our Team" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  });
});

test("about us: mission, approach, three practitioners and the address", async ({ page }) => {
  await gotoHydrated(page, "/about-us");
  await expect(page).toHaveTitle("About Us | Healing Touch Physiotherapy");
  for (const heading of ["Our Mission", "Our Approach", "Meet Our Team", "Visit Our Clinic"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const team = page.getByRole("region", { name: "Meet Our Team" });
  await expect(team.getByRole("heading", { level: 3 })).toHaveCount(3);
  for (const name of ["Dr. Priya Sharma", "Dr. Arjun Mehta", "Dr. Kavya Reddy"]) {
    await expect(team.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(team.getByText("Specialization")).toHaveCount(3);
  await expect(team.getByText("Experience")).toHaveCount(3);
  const visit = page.getByRole("region", { name: "Visit Our Clinic" });
  await expect(visit.getByText("12 Example Road, Sample Nagar")).toBeVisible();
  // The clinic's hours as the footer gives them (spec §2: 'Sun closed').
  for (const row of ["Mon-Fri 8:00 AM-6:00 PM", "Sat 9:00 AM-3:00 PM", "Sun closed"]) {
    await expect(visit.getByText(row, { exact: true })).toBeVisible();
  }
});

test.describe("about lymphoedema", () => {
  test("what it is, types, causes, symptoms and treatment", async ({ page }) => {
    await gotoHydrated(page, "/about-lymphoedema");
    await expect(page.getByRole("heading", { level: 1, name: "About Lymphoedema" })).toBeVisible();
    for (const heading of [
      "What is Lymphoedema?",
      "Common Causes",
      "Key Symptoms",
      "Our Treatment Approach",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Primary lymphoedema" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Secondary lymphoedema" })).toBeVisible();
    await expect(page.getByText(/surgery, radiation therapy, infection or trauma/)).toBeVisible();
    for (const treatment of [
      "Complete decongestive therapy",
      "Manual lymphatic drainage",
      "Compression therapy",
      "Exercise and education",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: treatment })).toBeVisible();
    }
  });

  test("'Learn More' and 'Book Consultation' are buttons: the treatment section, then the booking wizard", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about-lymphoedema");
    const learnMore = page.getByRole("button", { name: "Learn More", exact: true });
    const book = page.getByRole("button", { name: "Book Consultation", exact: true });
    await expect(learnMore).toHaveCount(1);
    await expect(book).toHaveCount(1);
    await expect(learnMore).toHaveAccessibleDescription("Goes to Our Treatment Approach");
    await learnMore.click();
    const treatment = page.getByRole("heading", { level: 2, name: "Our Treatment Approach" });
    await expect(treatment).toBeInViewport();
    await expect(treatment).toBeFocused();
    await book.click();
    await expect(page).toHaveURL("/book-consultation");
    await expect(page.getByRole("button", { name: "Continue to Details" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the two buttons still work", async ({ page }) => {
      await page.goto("/about-lymphoedema");
      await page.getByRole("button", { name: "Learn More", exact: true }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Our Treatment Approach" })).toBeInViewport();
      await page.getByRole("button", { name: "Book Consultation", exact: true }).click();
      // The booking wizard itself needs JavaScript; the button gets there without it.
      await expect(page).toHaveURL(/\/book-consultation\??$/);
    });
  });
});

test("accolades: six certifications, three awards, memberships", async ({ page }) => {
  await gotoHydrated(page, "/accolades");
  await expect(page.getByRole("heading", { level: 1, name: "Accolades" })).toBeVisible();
  const certifications = page.getByRole("region", { name: "Certifications" });
  await expect(certifications.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(certifications.getByText("2012")).toBeVisible();
  await expect(
    certifications.getByText(
      "Certified Lymphoedema Therapist (CLT) International Lymphoedema Training Institute 2012",
    ),
  ).toBeVisible();
  const awards = page.getByRole("region", { name: "Awards" });
  await expect(awards.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(
    awards.getByText("Chosen by patients for compassionate, effective physiotherapy care."),
  ).toBeVisible();
  const memberships = page.getByRole("region", { name: "Professional Memberships" });
  await expect(memberships.getByText("Indian Association of Physiotherapists (IAP)")).toBeVisible();
});

test("privacy and terms: reached from the footer, with what is collected, kept and how to delete it", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  for (const heading of [
    "What we collect",
    "Why we use it",
    "How long we keep it",
    "Your rights",
    "Contact",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
  await expect(page.getByText(/have it deleted/)).toBeVisible();
  await expect(page.getByText(/write to care@healingtouch\.example/)).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page).toHaveURL("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Rescheduling and cancelling" })).toBeVisible();
});

test("an unknown path shows 'Oops! Page not found' with HTTP 404 and a way home", async ({ page }) => {
  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
});

test("a routing error shows 'Unexpected Application Error!' with the error's message", async ({ page }) => {
  await gotoHydrated(page, "/");
  // The page's prerendered data fails to load on a client-side navigation.
  await page.route("**/about-us.data*", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "The data could not be read." }),
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByRole("main").getByText("500 The data could not be read.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("on a Kannada page the error page speaks Kannada and goes home to /kn", async ({ page }) => {
  await gotoHydrated(page, "/kn");
  await page.route("**/kn/about-us.data*", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "The data could not be read." }),
  );
  await page
    .getByRole("navigation", { name: kn.chrome.mainNav })
    .getByRole("link", { name: kn.chrome.navAboutUs })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: errorTexts.kn.title })).toBeVisible();
  await expect(page.getByRole("main")).toHaveAttribute("lang", "kn");
  await expect(page.getByRole("link", { name: errorTexts.kn.home })).toHaveAttribute("href", "/kn");
});
