import { expect, type Page, test } from "@playwright/test";
import { ADMIN_EMAIL, signIn } from "../support/admin-session";
import { solveAltcha } from "../support/captcha";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * Moderating a review keeps the dashboard right: after an approve, a reject or a delete in the
 * reviews section, going back to the Dashboard shows the new Pending Reviews count at once, before
 * the dashboard's own refetch answers (that refetch is held here, so a stale card cannot hide behind
 * it). On a server of its own: the reviews approved here must not change the shared server's counts
 * that reviews-flow.spec.ts checks.
 */
let server: SpawnedServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await spawnServer({ ADMIN_EMAIL, SEED_DEMO: "false", LIMIT_CHALLENGES_PER_MINUTE: "1000" });
});

test.afterAll(async () => {
  await server?.stop();
});

async function submitReview(page: Page, name: string) {
  await page.goto(`${server.baseURL}/reviews`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("radio", { name: "4 stars" }).focus();
  await page.keyboard.press("Space");
  await page.getByLabel("Your Review").fill(`Careful, kind treatment and clear advice. (${name})`);
  await solveAltcha(page);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Review!" })).toBeVisible();
}

const section = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Admin sections" }).first().getByRole("link", { name: label });

const isDashboardCall = (url: string) => new URL(url).pathname === "/api/admin/dashboard";

/**
 * From the dashboard: opens Reviews in the sidebar (a client-side move: the dashboard's numbers stay
 * cached), runs `moderate`, then goes back to the Dashboard with its refetch held, and expects the
 * Pending Reviews card to show `expected` already.
 */
async function moderateThenBack(page: Page, moderate: () => Promise<void>, expected: string) {
  await section(page, "Reviews").click();
  await expect(page.getByRole("heading", { name: "Review Moderation" })).toBeVisible({ timeout: 15_000 });
  // The moderation fetches the (hidden) dashboard's statistics again; without that no call is made here.
  const refreshed = page
    .waitForResponse((r) => isDashboardCall(r.url()) && r.request().method() === "GET", { timeout: 10_000 })
    .catch(() => null);
  await moderate();
  expect((await refreshed)?.status(), "the dashboard's statistics fetched after the moderation").toBe(200);

  // The dashboard's own fetch on coming back never answers: only what the cache holds can show.
  await page.route(
    (url) => isDashboardCall(url.href),
    () => undefined,
  );
  await section(page, "Dashboard").click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByTestId("card-pending-reviews-value")).toHaveText(expected);
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

test("approving, rejecting and deleting a review update the dashboard's Pending Reviews card", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const names = { approved: `Kavya ${run}`, rejected: `Arjun ${run}`, deleted: `Nisha ${run}` };
  for (const name of Object.values(names)) await submitReview(page, name);

  await signIn(page, ADMIN_EMAIL, "/admin", server);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const pending = page.getByTestId("card-pending-reviews-value");
  await expect(pending).toHaveText("3");

  const card = (name: string) => page.getByTestId("admin-review").filter({ hasText: name });
  await moderateThenBack(
    page,
    async () => {
      await card(names.approved).getByRole("button", { name: "Approve" }).click();
      await expect(card(names.approved)).toBeHidden();
    },
    "2",
  );
  await moderateThenBack(
    page,
    async () => {
      await card(names.rejected).getByRole("button", { name: "Reject" }).click();
      await expect(card(names.rejected)).toBeHidden();
    },
    "1",
  );
  await moderateThenBack(
    page,
    async () => {
      await card(names.deleted).getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(card(names.deleted)).toBeHidden();
    },
    "0",
  );
});

test("the reviews and stats GETs carry ?t= and the no-cache request headers (admin.md §7)", async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, "/admin", server);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const asked = (path: string) =>
    page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === path && r.method() === "GET";
    });
  const reviews = asked("/api/admin/reviews");
  const stats = asked("/api/admin/stats");
  await section(page, "Reviews").click();
  for (const request of [await reviews, await stats]) {
    expect(new URL(request.url()).searchParams.get("t"), request.url()).toMatch(/^\d+$/);
    const headers = request.headers();
    expect(headers["cache-control"], request.url()).toBe("no-cache");
    expect(headers.pragma, request.url()).toBe("no-cache");
  }
});
