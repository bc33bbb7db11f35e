import { expect, test } from "@playwright/test";
import { marketingPages } from "../support/public-site";

/**
 * What a crawler or a browser without JavaScript gets: each marketing page's HTTP answer already holds
 * its headings and text, its own title, description, canonical URL, Open Graph and Twitter tags with
 * absolute URLs on PUBLIC_URL, and the clinic's structured data; plus /sitemap.xml and /robots.txt.
 */

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

for (const { path, h1, text } of marketingPages) {
  test(`${path} answers complete HTML with its text and its own meta tags`, async ({ request, baseURL }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[?.]/g, "\\$&")}</h1>`));
    const body = textOf(html);
    for (const phrase of text) expect(body).toContain(phrase);

    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(title).toContain("Healing Touch Physiotherapy");
    const description = metaContent(html, "name", "description") ?? "";
    expect(description.length).toBeGreaterThan(30);
    const url = `${baseURL}${path}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaContent(html, "property", "og:url")).toBe(url);
    expect(metaContent(html, "property", "og:title")).toBe(title);
    expect(metaContent(html, "property", "og:description")).toBe(description);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary");
    expect(html).not.toContain("public-origin.invalid");
  });
}

test("the marketing pages' titles and descriptions are all different", async ({ request }) => {
  const seen = new Set<string>();
  for (const { path } of marketingPages) {
    const html = await (await request.get(path)).text();
    seen.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "");
    seen.add(metaContent(html, "name", "description") ?? "");
  }
  expect(seen.size).toBe(marketingPages.length * 2);
});

test("the home page carries the clinic's schema.org data with absolute URLs", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/")).text();
  const json = /<script id="clinic-structured-data" type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const data = JSON.parse(json ?? "null");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": ["MedicalClinic", "Physiotherapy"],
    name: "Healing Touch Physiotherapy",
    url: `${baseURL}/`,
    telephone: "+919876543210",
    medicalSpecialty: "Physiotherapy",
    address: { "@type": "PostalAddress", addressLocality: "Bengaluru", addressCountry: "IN" },
  });
  expect(data.openingHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "15:00" },
  ]);
  expect(data.sameAs).toHaveLength(2);
});

test("pages hydrate under the Content-Security-Policy without a violation", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  for (const { path } of marketingPages) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  expect(problems).toEqual([]);
});

test("the pages with forms and data raise no Content-Security-Policy violation, even one the page catches", async ({
  page,
}) => {
  // A refused `new Function` that the script catches logs nothing, but the page still hears of it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.sourceFile}`),
    );
  });
  for (const path of ["/reviews", "/book-consultation"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText("Loading reviews…")).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      path,
    ).toEqual([]);
  }
});

test("an unknown path answers 404 with 'Oops! Page not found' in its HTML, before any script runs", async ({
  request,
}) => {
  for (const path of ["/no-such-page", "/a/b/c", "/admin/no-such-section", "/404"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
    expect(textOf(html), path).toContain("Return to Home");
    expect(textOf(html), path).not.toContain("Loading…");
    expect(metaContent(html, "name", "robots"), path).toBe("noindex");
  }
});

test("/sitemap.xml lists the public pages with absolute URLs", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of [
    "/",
    "/about-us",
    "/about-lymphoedema",
    "/accolades",
    "/reviews",
    "/privacy",
    "/terms",
  ]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  expect(locs.some((loc) => loc?.includes("/admin"))).toBe(false);
});

test("/robots.txt keeps /admin and /api out and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/api$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("every other page of the app answers 200, not 404", async ({ request }) => {
  for (const path of ["/reviews", "/book", "/book-consultation", "/success/example-booking-id", "/admin"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

for (const [path, h1] of [
  ["/book-consultation", "Book Consultation"],
  ["/book", "Book a Consultation"],
] as const) {
  test(`${path} arrives as HTML with its heading, steps and a six-week calendar, and preloads its first dates`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    const body = textOf(html);
    for (const step of ["Select Slot", "Your Details", "Payment", "Choose a date", "Choose a time"])
      expect(body).toContain(step);
    expect(body).not.toContain("Loading…");
    // The calendar's grid has its final size before the browser knows the month: six weeks of seven days.
    const grid = /<table[^>]*class="cal-month_grid"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    expect(grid.match(/<tr class="cal-week"/g)).toHaveLength(6);
    expect(grid.match(/<td /g)).toHaveLength(42);
    // The inline script that preloads this month's dates with free times.
    expect(html).toContain('l.rel="preload";l.as="fetch";l.crossOrigin="anonymous"');
    expect(html).toContain("/api/public/slots/dates?from=");
  });
}

test("the wizard's first dates are fetched once, through the preload, and the page does not shift as they arrive", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/public/slots/dates")) calls.push(request.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/book-consultation");
  await page.locator("[data-day]:not([data-outside]) button").first().waitFor();
  await page.waitForLoadState("networkidle");
  expect(calls).toHaveLength(1);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBeLessThanOrEqual(0.02);
});
