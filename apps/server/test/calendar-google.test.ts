import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { composeServices } from "../src/compose/clinic-services";
import type { DatabaseHandle } from "../src/db/client";
import { createCalendarFromSettings } from "../src/integrations/calendar/create-calendar";
import {
  createGoogleTokenSource,
  parseServiceAccountKey,
} from "../src/integrations/calendar/google-service-account";
import { adminReschedule, removeBooking } from "../src/services/admin-bookings-service";
import { deleteSlot } from "../src/services/admin-slots-service";
import { bulkCreateSlots } from "../src/services/slot-admin-service";
import {
  bookAndPay,
  bookingApp,
  bookingBody,
  manageTokenOf,
  solvedCaptcha,
} from "./support/booking-fixtures";
import { startFakeGoogleCalendar } from "./support/fake-google-calendar";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { type InProcessApp, typedClient } from "./support/typed-client";

/**
 * Google Calendar (issues 6 and 7, decision 0057) against a fake Google token endpoint and Calendar
 * API on 127.0.0.1: the service account's JWT bearer grant, an event per bulk-created slot (counted,
 * failures never lose a slot), the paid booking on the slot's event with the patient as attendee
 * (`userCalendar: inserted`), Google Meet links through conferenceData, and `emailed` when the
 * calendar fails.
 */
let handle: DatabaseHandle;
let google: Awaited<ReturnType<typeof startFakeGoogleCalendar>>;

beforeAll(async () => {
  handle = await openWorkerDatabase();
  google = await startFakeGoogleCalendar();
});
afterAll(async () => {
  await google.close();
  await handle.close();
});
beforeEach(async () => {
  await resetDatabase(handle);
  google.events.clear();
  google.requests.length = 0;
  google.grants.length = 0;
  google.state.down = false;
  google.failNext(0);
});
afterEach(() => {
  google.state.down = false;
});

const settings = () => ({
  serviceAccountJson: google.serviceAccountJson,
  calendarId: google.calendarId,
  tokenUrl: google.tokenUrl,
  apiBase: google.apiBase,
});

function slotsFrom(base: number, count: number) {
  const start = Math.ceil(base / 3_600_000) * 3_600_000;
  return Array.from({ length: count }, (_, i) => {
    const startAt = new Date(start + i * 75 * 60_000);
    return {
      dateKey: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(startAt),
      startAt: startAt.toISOString(),
      endAt: new Date(startAt.getTime() + 60 * 60_000).toISOString(),
      tz: "Asia/Kolkata",
      status: "OPEN" as const,
    };
  });
}

async function calendarIds(): Promise<Array<string | null>> {
  const rows = await handle.pool.query("select calendar_event_id from slots order by start_at");
  return rows.rows.map((r) => r.calendar_event_id as string | null);
}

describe("the service account's token", () => {
  it("is obtained by a signed JWT bearer grant for the token URL, and reused while valid", async () => {
    const token = createGoogleTokenSource({
      key: parseServiceAccountKey(google.serviceAccountJson),
      tokenUrl: google.tokenUrl,
      scope: "https://www.googleapis.com/auth/calendar.events",
      subject: "clinic@clinic.example",
    });
    const [a, b] = await Promise.all([token(), token()]);
    expect(a).toMatch(/^ya29\.fake-/);
    expect(b).toBe(a);
    expect(await token()).toBe(a);
    expect(google.grants).toHaveLength(1);
    expect(google.grants[0]).toMatchObject({
      aud: google.tokenUrl,
      scope: "https://www.googleapis.com/auth/calendar.events",
      sub: "clinic@clinic.example",
    });
  });

  it("is refused when the key is not the service account's", async () => {
    const other = await startFakeGoogleCalendar();
    try {
      const token = createGoogleTokenSource({
        key: parseServiceAccountKey(other.serviceAccountJson),
        tokenUrl: google.tokenUrl,
        scope: "https://www.googleapis.com/auth/calendar.events",
      });
      await expect(token()).rejects.toThrow(/answered 400/);
    } finally {
      await other.close();
    }
  });

  it("says which field is missing from a pasted key file", () => {
    expect(() => parseServiceAccountKey("{")).toThrow(/not JSON/);
    expect(() => parseServiceAccountKey('{"client_email":"x"}')).toThrow(/private_key/);
  });
});

describe("bulk create with Google Calendar", () => {
  it("gives each new slot an event and counts them", async () => {
    const calendar = createCalendarFromSettings(settings());
    if (!calendar) throw new Error("calendar not configured");
    const result = await bulkCreateSlots(
      handle.db,
      { slots: slotsFrom(Date.now() + 2 * 86_400_000, 5) },
      "admin@clinic.example",
      undefined,
      { calendar, meetingProvider: "jitsi" },
    );
    expect(result).toMatchObject({ count: 5, calendarEventsCreated: 5, calendarEventsFailed: 0 });
    const ids = await calendarIds();
    expect(ids.every((id) => id && google.events.has(id))).toBe(true);
    expect(new Set(ids).size).toBe(5);
    const event = google.events.get(ids[0] as string);
    expect(event?.summary).toBe("Open consultation slot");
    expect(event?.attendees).toEqual([]);
    expect(event?.start.timeZone).toBe("Asia/Kolkata");
  });

  it("keeps every slot when some events fail, and counts the failures", async () => {
    const calendar = createCalendarFromSettings(settings());
    if (!calendar) throw new Error("calendar not configured");
    google.failNext(2);
    const result = await bulkCreateSlots(
      handle.db,
      { slots: slotsFrom(Date.now() + 2 * 86_400_000, 4) },
      "admin@clinic.example",
      undefined,
      { calendar, meetingProvider: "jitsi" },
    );
    expect(result).toMatchObject({ count: 4, calendarEventsCreated: 2, calendarEventsFailed: 2 });
    const ids = await calendarIds();
    expect(ids).toHaveLength(4);
    expect(ids.filter((id) => id === null)).toHaveLength(2);
  });

  it("with the calendar unreachable: all slots created, all events counted as failed", async () => {
    google.state.down = true;
    const calendar = createCalendarFromSettings(settings());
    if (!calendar) throw new Error("calendar not configured");
    const result = await bulkCreateSlots(
      handle.db,
      { slots: slotsFrom(Date.now() + 2 * 86_400_000, 3) },
      "admin@clinic.example",
      undefined,
      { calendar, meetingProvider: "jitsi" },
    );
    expect(result).toMatchObject({ count: 3, calendarEventsCreated: 0, calendarEventsFailed: 3 });
  });

  it("without Google settings there is no calendar (counts stay 0)", async () => {
    expect(createCalendarFromSettings({})).toBeUndefined();
    expect(createCalendarFromSettings({ serviceAccountJson: google.serviceAccountJson })).toBeUndefined();
    const result = await bulkCreateSlots(handle.db, { slots: slotsFrom(Date.now() + 2 * 86_400_000, 2) });
    expect(result).toMatchObject({ count: 2, calendarEventsCreated: 0, calendarEventsFailed: 0 });
  });
});

/** The booking's confirmation, as its page reads it. */
async function confirmationOf(app: InProcessApp, bookingId: string) {
  const { data } = await typedClient(app).GET("/api/public/bookings/{bookingId}", {
    params: { path: { bookingId } },
  });
  if (!data) throw new Error(`no confirmation for ${bookingId}`);
  return data.data;
}

/** The patient's reschedule with the manage token. */
const reschedule = (app: InProcessApp, bookingId: string, body: { token: string; newSlotId: string }) =>
  typedClient(app).POST("/api/public/bookings/{bookingId}/reschedule", {
    params: { path: { bookingId } },
    body,
  });

describe("a paid booking on the clinic's calendar", () => {
  async function bookAndPayOnCalendar(meetingProvider: "jitsi" | "google_meet") {
    const { app } = bookingApp(handle.db, { googleCalendar: settings(), meetingProvider });
    const calendar = createCalendarFromSettings(settings());
    if (!calendar) throw new Error("calendar not configured");
    const [slot] = slotsFrom(Date.now() + 3 * 86_400_000, 1);
    await bulkCreateSlots(handle.db, { slots: [slot as NonNullable<typeof slot>] }, "admin", undefined, {
      calendar,
      meetingProvider,
    });
    const slotId = (await handle.pool.query("select id from slots")).rows[0].id as string;
    const { bookingId, paid } = await bookAndPay(app, bookingBody(slotId, await solvedCaptcha(app)));
    expect(paid.response.status).toBe(200);
    const confirmation = await confirmationOf(app, bookingId);
    const eventId = (await calendarIds())[0] as string;
    return { confirmation, event: google.events.get(eventId), eventId };
  }

  it("updates the slot's event with the patient as attendee: userCalendar inserted", async () => {
    const { confirmation, event } = await bookAndPayOnCalendar("jitsi");
    expect(confirmation).toMatchObject({ paymentStatus: "PAID", userCalendar: "inserted" });
    expect(confirmation.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/Consultation-/);
    expect(event?.attendees).toEqual([{ email: "asha@example.com", displayName: "Asha Rao" }]);
    expect(event?.summary).toBe("Physiotherapy Consultation");
    expect(event?.location).toBe(confirmation.meetingLink);
    // One invitation (decision 0068): Google is told not to email the patient; the clinic's
    // confirmation email with its .ics is the invitation.
    const writes = google.requests.filter((r) => r.method !== "GET");
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((r) => r.query.includes("sendUpdates=none"))).toBe(true);
    const email = await handle.pool.query(
      "select ics_attachment from email_outbox where kind = 'booking-confirmation'",
    );
    expect(email.rows).toHaveLength(1);
    expect(email.rows[0].ics_attachment).toContain("METHOD:REQUEST");
    // The event is the slot's: no second event was made.
    expect(google.events.size).toBe(1);
  });

  it("with MEETING_PROVIDER=google_meet, the link is the event's Meet conference", async () => {
    const { confirmation, event } = await bookAndPayOnCalendar("google_meet");
    expect(confirmation.userCalendar).toBe("inserted");
    expect(confirmation.meetingLink).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(event?.conferenceData?.entryPoints[0]?.uri).toBe(confirmation.meetingLink);
  });

  it("an in-clinic booking's event gives the address, with no Meet conference even with google_meet (issue 34)", async () => {
    const { app } = bookingApp(handle.db, { googleCalendar: settings(), meetingProvider: "google_meet" });
    const calendar = createCalendarFromSettings(settings());
    if (!calendar) throw new Error("calendar not configured");
    await handle.pool.query(
      `insert into appointment_kinds (id, name, mode, duration_minutes, buffer_minutes, amount_in_paisa, colour, address)
       values ('mld', 'Manual lymphatic drainage', 'in_clinic', 60, 0, 150000, '#aa5500', '12 Example Road, Bengaluru')`,
    );
    const [slot] = slotsFrom(Date.now() + 3 * 86_400_000, 1);
    await bulkCreateSlots(
      handle.db,
      { slots: [{ ...(slot as NonNullable<typeof slot>), kindIds: ["mld"] }] },
      "admin",
      undefined,
      { calendar, meetingProvider: "google_meet" },
    );
    const slotId = (await handle.pool.query("select id from slots")).rows[0].id as string;
    const { bookingId, paid } = await bookAndPay(
      app,
      bookingBody(slotId, await solvedCaptcha(app), { kindId: "mld" }),
    );
    expect(paid.response.status).toBe(200);
    const confirmation = await confirmationOf(app, bookingId);
    expect(confirmation).toMatchObject({ userCalendar: "inserted", meetingLink: null });
    const event = google.events.get((await calendarIds())[0] as string);
    expect(event?.location).toBe("12 Example Road, Bengaluru");
    expect(event?.conferenceData).toBeUndefined();
    expect(event?.description).toMatch(/^Manual lymphatic drainage \(in the clinic\)\. Reference /);
    expect(event?.attendees).toEqual([{ email: "asha@example.com", displayName: "Asha Rao" }]);
  });

  it("when the calendar fails, the booking is still paid, with a Jitsi link and the emailed invite", async () => {
    const { app } = bookingApp(handle.db, { googleCalendar: settings(), meetingProvider: "google_meet" });
    const [slot] = slotsFrom(Date.now() + 3 * 86_400_000, 1);
    await bulkCreateSlots(handle.db, { slots: [slot as NonNullable<typeof slot>] });
    const slotId = (await handle.pool.query("select id from slots")).rows[0].id as string;
    google.state.down = true;
    const { bookingId, paid } = await bookAndPay(app, bookingBody(slotId, await solvedCaptcha(app)));
    expect(paid.response.status).toBe(200);
    const confirmation = await confirmationOf(app, bookingId);
    expect(confirmation).toMatchObject({ paymentStatus: "PAID", userCalendar: "emailed" });
    expect(confirmation.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\//);
  });

  it("without a calendar the invite is emailed", async () => {
    const { app } = bookingApp(handle.db);
    const [slot] = slotsFrom(Date.now() + 3 * 86_400_000, 1);
    await bulkCreateSlots(handle.db, { slots: [slot as NonNullable<typeof slot>] });
    const slotId = (await handle.pool.query("select id from slots")).rows[0].id as string;
    const { bookingId } = await bookAndPay(app, bookingBody(slotId, await solvedCaptcha(app)));
    expect((await confirmationOf(app, bookingId)).userCalendar).toBe("emailed");
    expect(google.requests).toHaveLength(0);
  });

  it("follows a reschedule, a cancellation and a slot's deletion", async () => {
    const options = { appSecret: "calendar-test-secret-0123456789-abcdefghij", googleCalendar: settings() };
    const { app } = bookingApp(handle.db, options);
    const deps = composeServices(handle.db, options).booking;
    const calendar = createCalendarFromSettings(settings());
    if (!calendar) throw new Error("calendar not configured");
    await bulkCreateSlots(
      handle.db,
      { slots: slotsFrom(Date.now() + 3 * 86_400_000, 3) },
      "admin",
      undefined,
      {
        calendar,
        meetingProvider: "jitsi",
      },
    );
    const slots = (await handle.pool.query("select id, calendar_event_id from slots order by start_at"))
      .rows as Array<{
      id: string;
      calendar_event_id: string;
    }>;
    const [first, second, third] = slots as [(typeof slots)[0], (typeof slots)[0], (typeof slots)[0]];
    const booking = await bookAndPay(app, bookingBody(first.id, await solvedCaptcha(app)));
    expect(google.events.get(first.calendar_event_id)?.attendees).toHaveLength(1);

    await adminReschedule(deps, booking.bookingId, second.id, "admin@clinic.example");
    expect(google.events.get(first.calendar_event_id)).toMatchObject({
      summary: "Open consultation slot",
      attendees: [],
    });
    expect(google.events.get(second.calendar_event_id)?.attendees).toEqual([
      { email: "asha@example.com", displayName: "Asha Rao" },
    ]);

    await removeBooking(deps, booking.bookingId, "cancel", "admin@clinic.example");
    expect(google.events.get(second.calendar_event_id)).toMatchObject({
      summary: "Open consultation slot",
      attendees: [],
    });

    // A deleted booking (the clinic's action=delete; a paid one keeps its receipt, so an unpaid one)
    // writes its slot's event as an open slot again.
    const held = await typedClient(app).POST("/api/public/bookings", {
      body: bookingBody(first.id, await solvedCaptcha(app)),
    });
    const heldId = held.data?.data.bookingId as string;
    const callsBefore = google.requests.length;
    await removeBooking(deps, heldId, "delete", "admin@clinic.example");
    expect(google.requests.slice(callsBefore).map((r) => `${r.method} ${r.path}`)).toEqual([
      expect.stringMatching(new RegExp(`^(PUT|PATCH) .*${first.calendar_event_id}$`)),
    ]);
    expect(google.events.get(first.calendar_event_id)).toMatchObject({
      summary: "Open consultation slot",
      attendees: [],
    });

    await deleteSlot(deps, third.id, "admin@clinic.example");
    expect(google.events.has(third.calendar_event_id)).toBe(false);
    expect(google.events.size).toBe(2);
  });
});

/**
 * Three slots made by bulk create (each with its event on the fake calendar), the first booked and
 * paid with the dummy provider: the booking on the calendar, its manage token and the slots.
 */
async function paidBookingOnCalendar(
  options: Parameters<typeof bookingApp>[1],
  meetingProvider: "jitsi" | "google_meet",
) {
  const { app } = bookingApp(handle.db, options);
  const calendar = createCalendarFromSettings(settings());
  if (!calendar) throw new Error("calendar not configured");
  await bulkCreateSlots(handle.db, { slots: slotsFrom(Date.now() + 3 * 86_400_000, 3) }, "admin", undefined, {
    calendar,
    meetingProvider,
  });
  const slots = (await handle.pool.query("select id, calendar_event_id from slots order by start_at"))
    .rows as Array<{ id: string; calendar_event_id: string }>;
  const { bookingId, paid } = await bookAndPay(
    app,
    bookingBody(slots[0]?.id as string, await solvedCaptcha(app)),
  );
  const confirmed = paid.data?.data;
  if (!confirmed) throw new Error(`payment failed: ${paid.response.status}`);
  expect(confirmed.userCalendar).toBe("inserted");
  const token = await manageTokenOf(handle.db, bookingId, options?.appSecret);
  return { app, bookingId, token, slots, confirmed };
}

describe("userCalendar after a reschedule (decision 0068)", () => {
  const options = () => ({
    appSecret: "calendar-test-secret-0123456789-abcdefghij",
    googleCalendar: settings(),
  });

  const paidOnCalendar = () => paidBookingOnCalendar(options(), "jitsi");
  const userCalendarOf = async (app: InProcessApp, id: string) =>
    (await confirmationOf(app, id)).userCalendar;

  it("the patient's reschedule: inserted when the new slot's event has the attendee, emailed when the calendar failed", async () => {
    const { app, bookingId, token, slots } = await paidOnCalendar();
    const [, second, third] = slots as [(typeof slots)[0], (typeof slots)[0], (typeof slots)[0]];
    // The calendar fails on the move: the patient's invitation is the emailed .ics.
    google.state.down = true;
    const failed = await reschedule(app, bookingId, { token, newSlotId: second.id });
    expect(failed.response.status).toBe(200);
    expect(failed.data?.data.userCalendar).toBe("emailed");
    expect(await userCalendarOf(app, bookingId)).toBe("emailed");
    expect(google.events.get(second.calendar_event_id)?.attendees).toEqual([]);

    // The calendar works again: the next move puts the patient on the new slot's event.
    google.state.down = false;
    const moved = await reschedule(app, bookingId, { token, newSlotId: third.id });
    expect(moved.data?.data.userCalendar).toBe("inserted");
    expect(await userCalendarOf(app, bookingId)).toBe("inserted");
    expect(google.events.get(third.calendar_event_id)?.attendees).toEqual([
      { email: "asha@example.com", displayName: "Asha Rao" },
    ]);
    // Each move emailed the patient the moved .ics; Google was never asked to email anyone.
    const { rows } = await handle.pool.query(
      "select ics_attachment from email_outbox where kind like 'booking-rescheduled:%'",
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => String(r.ics_attachment).includes("SEQUENCE:"))).toBe(true);
    expect(google.requests.every((r) => !r.query.includes("sendUpdates=all"))).toBe(true);
  });

  it("the admin's reschedule sets userCalendar the same way", async () => {
    const { app, bookingId, slots } = await paidOnCalendar();
    const deps = composeServices(handle.db, options()).booking;
    const [, second, third] = slots as [(typeof slots)[0], (typeof slots)[0], (typeof slots)[0]];
    // The old slot's event and the new one's both fail to update.
    google.failNext(2);
    await adminReschedule(deps, bookingId, second.id, "admin@clinic.example");
    expect(await userCalendarOf(app, bookingId)).toBe("emailed");
    await adminReschedule(deps, bookingId, third.id, "admin@clinic.example");
    expect(await userCalendarOf(app, bookingId)).toBe("inserted");
  });
});

describe("Google Meet after a reschedule (decision 0073)", () => {
  const options = () => ({
    appSecret: "calendar-test-secret-0123456789-abcdefghij",
    googleCalendar: settings(),
    meetingProvider: "google_meet" as const,
  });
  afterEach(() => {
    google.state.newConferenceOnWrite = false;
  });

  async function paidWithMeet() {
    const { app, bookingId, token, slots, confirmed } = await paidBookingOnCalendar(options(), "google_meet");
    expect(confirmed.meetingLink).toMatch(/^https:\/\/meet\.google\.com\//);
    const [first, second] = slots as [(typeof slots)[0], (typeof slots)[0]];
    return { app, bookingId, token, first, second, firstLink: confirmed.meetingLink };
  }
  const linkOf = async (app: InProcessApp, id: string) => (await confirmationOf(app, id)).meetingLink;
  const meetOf = (eventId: string) =>
    google.events.get(eventId)?.conferenceData?.entryPoints.find((e) => e.entryPointType === "video")?.uri;
  /** The patient's reschedule email as the outbox sends it now (no longer held for the calendar). */
  async function rescheduleEmailDueNow(kindLike: string) {
    const { rows } = await handle.pool.query(
      "select text_body, ics_attachment, next_attempt_at <= now() as due from email_outbox where kind like $1 and to_address = 'asha@example.com'",
      [kindLike],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].due).toBe(true);
    return rows[0] as { text_body: string; ics_attachment: string };
  }

  it("the patient's reschedule keeps the booking's Meet: the new slot's event carries it, no new conference is asked for", async () => {
    const { app, bookingId, token, first, second, firstLink } = await paidWithMeet();
    google.requests.length = 0;
    const res = await reschedule(app, bookingId, { token, newSlotId: second.id });
    expect(res.response.status).toBe(200);
    expect(res.data?.data.meetingLink).toBe(firstLink);
    expect(await linkOf(app, bookingId)).toBe(firstLink);
    // The clinic's event at the new time: the patient and the same room.
    expect(google.events.get(second.calendar_event_id)?.attendees).toEqual([
      { email: "asha@example.com", displayName: "Asha Rao" },
    ]);
    expect(meetOf(second.calendar_event_id)).toBe(firstLink);
    // The old slot's event is an open slot again, without the patient's room.
    expect(google.events.get(first.calendar_event_id)).toMatchObject({
      summary: "Open consultation slot",
      attendees: [],
    });
    expect(meetOf(first.calendar_event_id)).toBeUndefined();
    const asked = google.requests.filter((r) => r.method !== "DELETE");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => !JSON.stringify(r.body ?? {}).includes("createRequest"))).toBe(true);
    // The patient's email and invitation carry the link that works.
    const email = await rescheduleEmailDueNow("booking-rescheduled:%");
    expect(email.text_body).toContain(`Join: ${firstLink}`);
    expect(email.ics_attachment).toContain(firstLink);
  });

  it("when Google answers with another Meet link, the booking and the patient's email take it", async () => {
    const { app, bookingId, token, second, firstLink } = await paidWithMeet();
    google.state.newConferenceOnWrite = true;
    const res = await reschedule(app, bookingId, { token, newSlotId: second.id });
    expect(res.response.status).toBe(200);
    const eventLink = meetOf(second.calendar_event_id) as string;
    expect(eventLink).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(eventLink).not.toBe(firstLink);
    expect(res.data?.data.meetingLink).toBe(eventLink);
    expect(await linkOf(app, bookingId)).toBe(eventLink);
    const email = await rescheduleEmailDueNow("booking-rescheduled:%");
    expect(email.text_body).toContain(`Join: ${eventLink}`);
    expect(email.text_body).not.toContain(firstLink);
    expect(email.ics_attachment).toContain(eventLink);
    expect(email.ics_attachment).not.toContain(firstLink);
    // The clinic's copy says the same link.
    const { rows } = await handle.pool.query(
      "select text_body from email_outbox where kind like 'clinic-booking-rescheduled:%'",
    );
    for (const row of rows) expect(row.text_body).toContain(eventLink);
  });

  it("the admin's reschedule: same room kept, or the booking and the email take the link Google gave", async () => {
    const { app, bookingId, first, second, firstLink } = await paidWithMeet();
    const deps = composeServices(handle.db, options()).booking;
    const kept = await adminReschedule(deps, bookingId, second.id, "admin@clinic.example");
    expect(kept.booking?.meetingLink).toBe(firstLink);
    expect(meetOf(second.calendar_event_id)).toBe(firstLink);
    expect((await rescheduleEmailDueNow(`admin-rescheduled:${second.id}:%`)).text_body).toContain(firstLink);

    google.state.newConferenceOnWrite = true;
    const moved = await adminReschedule(deps, bookingId, first.id, "admin@clinic.example");
    const eventLink = meetOf(first.calendar_event_id) as string;
    expect(eventLink).not.toBe(firstLink);
    expect(moved.booking?.meetingLink).toBe(eventLink);
    expect(await linkOf(app, bookingId)).toBe(eventLink);
    const email = await rescheduleEmailDueNow(`admin-rescheduled:${first.id}:%`);
    expect(email.text_body).toContain(`Join the consultation: ${eventLink}`);
    expect(email.ics_attachment).toContain(eventLink);
    expect(email.ics_attachment).not.toContain(firstLink);
  });
});
