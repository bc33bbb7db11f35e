import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { createMeetingProvider } from "../src/integrations/meetings/create-meeting-provider";
import { createZoomProvider } from "../src/integrations/meetings/zoom";
import {
  bookAndPay,
  bookingApp,
  bookingBody,
  makeSlots,
  slotIdsOf,
  solvedCaptcha,
} from "./support/booking-fixtures";
import { startFakeZoom } from "./support/fake-zoom";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/**
 * Zoom meeting links (issue 6, decision 0057) against a fake Zoom on 127.0.0.1: the
 * Server-to-Server OAuth token (account_credentials grant, reused), the scheduled meeting's
 * join_url as the consultation's link, and Jitsi when Zoom fails or is not configured — a failing
 * Zoom never fails a payment.
 */
const creds = { accountId: "acc_123", clientId: "client_abc", clientSecret: "zoom-secret-xyz" };
let handle: DatabaseHandle;
let zoom: Awaited<ReturnType<typeof startFakeZoom>>;

beforeAll(async () => {
  handle = await openWorkerDatabase();
  zoom = await startFakeZoom(creds);
});
afterAll(async () => {
  await zoom.close();
  await handle.close();
});
beforeEach(async () => {
  await resetDatabase(handle);
  zoom.state.down = false;
  zoom.meetings.length = 0;
});

const zoomSettings = () => ({ ...creds, tokenUrl: zoom.tokenUrl, apiBase: zoom.apiBase });

describe("the Zoom provider", () => {
  it("gets a token with the account credentials grant once and creates scheduled meetings", async () => {
    const provider = createZoomProvider(zoomSettings());
    const before = zoom.tokenRequests();
    const startAt = new Date(Date.now() + 86_400_000);
    const a = await provider.createMeetingLink({ bookingId: "b1", startAt, durationMinutes: 45 });
    const b = await provider.createMeetingLink({ bookingId: "b2", startAt });
    expect(a).toMatch(/^https:\/\/zoom\.example\/j\/\d+/);
    expect(b).not.toBe(a);
    expect(zoom.tokenRequests() - before).toBe(1);
    expect(zoom.meetings[0]).toMatchObject({
      type: 2,
      start_time: startAt.toISOString(),
      duration: 45,
      settings: { waiting_room: true, join_before_host: false },
    });
  });

  it("throws on wrong credentials; the fallback turns that into a Jitsi link and reports it", async () => {
    const wrong = createZoomProvider({ ...zoomSettings(), clientSecret: "nope" });
    await expect(wrong.createMeetingLink({ bookingId: "b", startAt: new Date() })).rejects.toThrow(
      /answered 400/,
    );
    const failures: Array<{ provider: string; reason: string }> = [];
    const meetings = createMeetingProvider({
      provider: "zoom",
      zoom: { ...zoomSettings(), clientSecret: "nope" },
      onFailure: (f) => failures.push(f),
    });
    expect(await meetings.createMeetingLink({ bookingId: "b", startAt: new Date() })).toMatch(
      /^https:\/\/meet\.jit\.si\/Consultation-/,
    );
    expect(failures).toEqual([{ provider: "zoom", reason: "Zoom token request answered 400" }]);
  });

  it("is Jitsi when Zoom is chosen without credentials, or another provider is chosen", async () => {
    for (const meetings of [
      createMeetingProvider({ provider: "zoom" }),
      createMeetingProvider({ provider: "jitsi", zoom: zoomSettings() }),
    ])
      expect(await meetings.createMeetingLink({ bookingId: "b", startAt: new Date() })).toMatch(
        /meet\.jit\.si/,
      );
  });
});

describe("a paid booking with MEETING_PROVIDER=zoom", () => {
  async function payOne() {
    const { app } = bookingApp(handle.db, { meetingProvider: "zoom", zoom: zoomSettings() });
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slot?.dateKey as string);
    const { bookingId, paid } = await bookAndPay(
      app,
      bookingBody(slotId as string, await solvedCaptcha(app)),
    );
    expect(paid.response.status).toBe(200);
    const confirmation = await typedClient(app).GET("/api/public/bookings/{bookingId}", {
      params: { path: { bookingId } },
    });
    if (!confirmation.data) throw new Error(`no confirmation: ${confirmation.response.status}`);
    return confirmation.data.data;
  }

  it("gets the Zoom meeting's join link", async () => {
    const confirmation = await payOne();
    expect(confirmation.paymentStatus).toBe("PAID");
    expect(confirmation.meetingLink).toMatch(/^https:\/\/zoom\.example\/j\/\d+/);
    expect(zoom.meetings).toHaveLength(1);
  });

  it("is still confirmed, with a Jitsi link, when Zoom is down", async () => {
    zoom.state.down = true;
    const confirmation = await payOne();
    expect(confirmation.paymentStatus).toBe("PAID");
    expect(confirmation.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/Consultation-/);
  });
});
