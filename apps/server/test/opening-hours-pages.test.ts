import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BusinessHours } from "@clinic/contract/admin-settings";
import {
  encodeOpeningHours,
  openingHoursPartHtml,
  openingHoursSpecification,
} from "@clinic/contract/opening-hours";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { loadWebBuild, type WebBuild } from "../src/http/web-build";
import { signedInCaller } from "./support/admin-test-app";
import { adminEmail, testAppSecret, testPublicUrl } from "./support/auth-test-app";
import { testSecret } from "./support/booking-fixtures";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * Settings' business hours on the public pages (decision 0095): the build shows the content file's
 * hours; the server shows the saved ones in every page, data file and JSON-LD block, at once on the
 * server that saved them and within the re-read bound on another server sharing the database.
 */
const day = (open: string, close: string, closed = false) => ({ closed, open, close });
/** The content file's week, as the build carries it. */
const contentWeek: BusinessHours = {
  monday: day("08:00", "18:00"),
  tuesday: day("08:00", "18:00"),
  wednesday: day("08:00", "18:00"),
  thursday: day("08:00", "18:00"),
  friday: day("08:00", "18:00"),
  saturday: day("09:00", "15:00"),
  sunday: day("08:00", "18:00", true),
};
const newWeek: BusinessHours = {
  ...contentWeek,
  monday: day("10:00", "16:30"),
  tuesday: day("10:00", "16:30"),
  wednesday: day("10:00", "16:30"),
  thursday: day("10:00", "16:30"),
  friday: day("10:00", "13:00"),
  saturday: day("09:00", "15:00", true),
};
const contentFooter = "Mon-Fri 8:00 AM-6:00 PM Sat 9:00 AM-3:00 PM Sun closed";
const newFooter = "Mon-Thu 10:00 AM-4:30 PM Fri 10:00 AM-1:00 PM Sat-Sun closed";

/** A build folder shaped like React Router's prerender of the web app, made with the content's hours. */
function makeBuild(): WebBuild {
  const root = mkdtempSync(path.join(tmpdir(), "clinic-web-hours-"));
  const token = encodeOpeningHours(contentWeek);
  // React Router's hydration data: turbo-stream JSON inside a script's string literal.
  const hydration = `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
    JSON.stringify([{ _1: 2 }, "openingHours", token, "name", "Clinic"]),
  )});</script>`;
  const marked = (tag: string, part: "list" | "open-days" | "open-hours") =>
    `<${tag} class="x [&amp;&gt;div]:contents" data-opening-hours="${part}">${openingHoursPartHtml(part, token)}</${tag}>`;
  const jsonLd = `<script id="clinic-structured-data" type="application/ld+json">${JSON.stringify({
    "@type": "MedicalClinic",
    name: "Clinic",
    openingHoursSpecification: openingHoursSpecification(contentWeek),
    sameAs: [],
  })}</script>`;
  // The practitioner's registration number: built empty, filled by the server (decision 0105).
  const footer = `<footer><h2>Opening Hours</h2> ${marked("dl", "list")}<p data-practitioner-registration="" class="empty:hidden"></p></footer>`;
  const page = (title: string, main: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${main}</main>${footer}${hydration}</body></html>`;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    "index.html",
    page("Home", `<li>${marked("span", "open-days")}${marked("span", "open-hours")}</li>${jsonLd}`),
  );
  write("about-us/index.html", page("About", `${marked("dl", "list")}${jsonLd}`));
  write("accolades/index.html", page("Accolades", "<p>Awards</p>"));
  // A Hindi page (issue 33): its hours in Hindi, from the lang the page says it is in.
  write(
    "hi/index.html",
    page("होम", `<li>${marked("span", "open-days")}</li>`).replace("<html>", '<html lang="hi">'),
  );
  write("__spa-fallback.html", `<!DOCTYPE html><html><body>${hydration}</body></html>`);
  write("about-us.data", JSON.stringify([{ _1: 2 }, "routes/about-us", token]));
  write("_.data", JSON.stringify([{ _1: 2 }, "root", token]));
  write("assets/app-abc123.js", `console.log(${JSON.stringify(token)});`);
  const build = loadWebBuild(root, { publicUrl: testPublicUrl });
  if (!build) throw new Error("fixture build not loaded");
  return build;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

function hoursApp(build: WebBuild, now?: () => number) {
  return createTestApp({
    db: handle.db,
    webBuild: build,
    booking: { appSecret: testSecret, ALTCHA_COST: 300, LIMIT_HELD_SLOTS_PERCENT: 0 },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
    openingHours: now ? { now } : {},
  }).app;
}
type App = ReturnType<typeof hoursApp>;

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
const footerText = (html: string) => text(/<footer>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? "").trim();
function structuredData(html: string): Record<string, unknown> {
  const json = /<script id="clinic-structured-data" type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? "{}") as Record<string, unknown>;
}
async function get(app: App, urlPath: string) {
  const res = await app.request(urlPath);
  expect(res.status, urlPath).toBe(200);
  return {
    body: await res.text(),
    etag: res.headers.get("etag"),
    csp: res.headers.get("content-security-policy"),
  };
}

describe("opening hours from Settings on the public pages (decision 0095)", () => {
  it("starts an empty database with the content file's hours, as Settings and the pages show them", async () => {
    const app = hoursApp(makeBuild());
    const call = await signedInCaller(app);
    const settings = (await call("GET", "/api/admin/settings")).json.data;
    expect(settings.businessHours).toEqual(contentWeek);
    expect(settings.updatedAt).toBeNull();
    const home = (await get(app, "/")).body;
    expect(footerText(home)).toBe(`Opening Hours ${contentFooter}`);
    expect(text(home)).toContain("Open Mon-SatMon-Fri, 8:00 AM-6:00 PM Sat, 9:00 AM-3:00 PM");
    expect(home).toContain(encodeOpeningHours(contentWeek));
    expect(structuredData(home).openingHoursSpecification).toEqual(openingHoursSpecification(contentWeek));
  });

  it("shows saved hours at once in every page, data file and JSON-LD block, with new ETags and script hashes", async () => {
    const app = hoursApp(makeBuild());
    const urls = ["/", "/about-us", "/accolades", "/book", "/about-us.data", "/_.data"];
    const before = new Map<string, Awaited<ReturnType<typeof get>>>();
    for (const url of urls) before.set(url, await get(app, url));

    const call = await signedInCaller(app);
    const put = await call("PUT", "/api/admin/settings", { businessHours: newWeek });
    expect(put.status).toBe(200);
    expect(put.json.data.businessHours).toEqual(newWeek);

    const token = encodeOpeningHours(newWeek);
    const after = new Map<string, Awaited<ReturnType<typeof get>>>();
    for (const url of urls) after.set(url, await get(app, url));
    for (const url of urls) {
      const { body, etag } = after.get(url) as Awaited<ReturnType<typeof get>>;
      expect(body, url).toContain(token);
      expect(body, url).not.toContain(encodeOpeningHours(contentWeek));
      // A page with the reviews' rating in its JSON-LD is made per request, without an ETag.
      const had = before.get(url)?.etag ?? null;
      if (had === null) expect(etag, url).toBeNull();
      else expect(etag, url).not.toBe(had);
    }
    const home = after.get("/")?.body ?? "";
    expect(text(home)).toContain("Open Mon-FriMon-Thu, 10:00 AM-4:30 PM Fri, 10:00 AM-1:00 PM");
    for (const url of ["/", "/about-us", "/accolades"])
      expect(footerText(after.get(url)?.body ?? ""), url).toBe(`Opening Hours ${newFooter}`);
    const about = after.get("/about-us")?.body ?? "";
    expect(text(about)).toContain(`About${newFooter}`);
    for (const html of [home, about])
      expect(structuredData(html).openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"],
          opens: "10:00",
          closes: "16:30",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "10:00", closes: "13:00" },
      ]);
    // The hydration script changed: the CSP allows the new one.
    const script = /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/.exec(home)?.[1] ?? "";
    const hash = createHash("sha256").update(script).digest("base64");
    expect(after.get("/")?.csp).toContain(`'sha256-${hash}'`);
    expect(after.get("/")?.csp).not.toBe(before.get("/")?.csp);
    // An unchanged page answers 304 to its new ETag; hashed assets are never rewritten.
    const etag = after.get("/accolades")?.etag ?? "";
    expect((await app.request("/accolades", { headers: { "if-none-match": etag } })).status).toBe(304);
    expect(await (await app.request("/assets/app-abc123.js")).text()).toContain(
      encodeOpeningHours(contentWeek),
    );
  });

  it("writes saved hours in the page's language (issue 33)", async () => {
    const app = hoursApp(makeBuild());
    const call = await signedInCaller(app);
    expect((await call("PUT", "/api/admin/settings", { businessHours: newWeek })).status).toBe(200);
    const hindi = (await get(app, "/hi")).body;
    expect(footerText(hindi)).toBe("Opening Hours सोम-गुरु 10:00 AM-4:30 PM शुक्र 10:00 AM-1:00 PM शनि-रवि बंद");
    expect(text(hindi)).toContain("खुला: सोम-शुक्र");
    expect(footerText((await get(app, "/")).body)).toBe(`Opening Hours ${newFooter}`);
  });

  it("changes nothing on the pages when only a closed day's times change", async () => {
    const app = hoursApp(makeBuild());
    const before = await get(app, "/");
    const call = await signedInCaller(app);
    const sunday = day("07:00", "08:00", true);
    expect(
      (await call("PUT", "/api/admin/settings", { businessHours: { ...contentWeek, sunday } })).status,
    ).toBe(200);
    expect((await get(app, "/")).etag).toBe(before.etag);
  });

  it("shows hours saved through another server once the re-read bound has passed", async () => {
    let clock = 1_000_000;
    const saving = hoursApp(makeBuild());
    const other = hoursApp(makeBuild(), () => clock);
    expect(footerText((await get(other, "/")).body)).toBe(`Opening Hours ${contentFooter}`);

    const call = await signedInCaller(saving);
    expect((await call("PUT", "/api/admin/settings", { businessHours: newWeek })).status).toBe(200);
    expect(footerText((await get(saving, "/")).body)).toBe(`Opening Hours ${newFooter}`);
    // Within 5 s of its last read the other server still shows what it read then.
    clock += 4_000;
    expect(footerText((await get(other, "/")).body)).toBe(`Opening Hours ${contentFooter}`);
    clock += 1_001;
    expect(footerText((await get(other, "/")).body)).toBe(`Opening Hours ${newFooter}`);
    expect((await get(other, "/about-us.data")).body).toContain(encodeOpeningHours(newWeek));
  });
});

describe("the practitioner's registration number in the footer (issue 22; decision 0105)", () => {
  const receipts = (registrationNumber: string) => ({
    receipts: {
      legalName: "Lymph Care Physiotherapy LLP",
      address: "12 MG Road, Bengaluru",
      gstin: "",
      registrationNumber,
      taxTreatment: "exempt",
      sacCode: "999314",
      seriesPrefix: "REC",
    },
  });
  const registration = (html: string) =>
    /<p data-practitioner-registration="" class="empty:hidden">([\s\S]*?)<\/p>/.exec(html)?.[1];

  it("is empty until Settings → Receipts names one; then every page shows it, escaped, beside the saved hours", async () => {
    let clock = 1_000_000;
    const app = hoursApp(makeBuild());
    const other = hoursApp(makeBuild(), () => clock);
    expect(registration((await get(app, "/")).body)).toBe("");
    const call = await signedInCaller(app);
    expect((await call("PUT", "/api/admin/settings", receipts("KAR/PT/2019/<0456>"))).status).toBe(200);
    for (const url of ["/", "/about-us", "/accolades"])
      expect(registration((await get(app, url)).body), url).toBe(
        "Registration No.: KAR/PT/2019/&lt;0456&gt;",
      );

    // Hours saved later keep the number; the number saved later keeps the hours.
    expect((await call("PUT", "/api/admin/settings", { businessHours: newWeek })).status).toBe(200);
    const home = (await get(app, "/")).body;
    expect(footerText(home)).toBe(`Opening Hours ${newFooter}Registration No.: KAR/PT/2019/&lt;0456&gt;`);

    // Another server sharing the database shows it after its re-read bound.
    clock += 5_001;
    expect(registration((await get(other, "/")).body)).toBe("Registration No.: KAR/PT/2019/&lt;0456&gt;");

    // Cleared: the element is empty again (and takes no space).
    expect((await call("PUT", "/api/admin/settings", receipts(""))).status).toBe(200);
    expect(registration((await get(app, "/")).body)).toBe("");
    expect(footerText((await get(app, "/")).body)).toBe(`Opening Hours ${newFooter}`);
  });
});
