import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { composeServices } from "../../src/compose/clinic-services";
import type { DatabaseHandle } from "../../src/db/client";
import { insertStaff, updateStaff } from "../../src/db/staff-repository";
import { createCalendarFromSettings } from "../../src/integrations/calendar/create-calendar";
import { removeBooking } from "../../src/services/admin-bookings-service";
import { deleteSlot } from "../../src/services/admin-slots-service";
import { bulkCreateSlots } from "../../src/services/slot-admin-service";
import { adminBookingApp, signedInCaller } from "../support/admin-test-app";
import { bookAndPay, bookingApp, bookingBody, solvedCaptcha } from "../support/booking-fixtures";
import { startFakeGoogleCalendar } from "../support/fake-google-calendar";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Issue 34: a practitioner's own calendar. Their slots and appointments become events on it (shared
 * with the clinic's service account), the others' stay on the clinic's; an event is always changed on
 * the calendar it was made on, also after the practitioner changes calendars.
 */
const own = "anil.k@group.calendar.google.com";
const later = "anil.new@group.calendar.google.com";
let handle: DatabaseHandle;
let google: Awaited<ReturnType<typeof startFakeGoogleCalendar>>;

beforeAll(async () => {
  handle = await openWorkerDatabase();
  google = await startFakeGoogleCalendar(undefined, [own, later]);
});
afterAll(async () => {
  await google.close();
  await handle.close();
});
beforeEach(async () => {
  await resetDatabase(handle);
  google.events.clear();
  google.calendarOf.clear();
  google.requests.length = 0;
});

const settings = () => ({
  serviceAccountJson: google.serviceAccountJson,
  calendarId: google.calendarId,
  tokenUrl: google.tokenUrl,
  apiBase: google.apiBase,
});
const therapist = { email: "anil@clinic.example", name: "Anil", role: "practitioner" as const };

/** Hour-long slots 75 minutes apart from three days on, for a practitioner (or the clinic's first). */
function slotsFor(practitionerId: string | undefined, count: number, offsetHours = 0) {
  const start = Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000 + offsetHours * 3_600_000;
  return Array.from({ length: count }, (_, i) => {
    const startAt = new Date(start + i * 75 * 60_000);
    return {
      dateKey: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(startAt),
      startAt: startAt.toISOString(),
      endAt: new Date(startAt.getTime() + 60 * 60_000).toISOString(),
      tz: "Asia/Kolkata",
      status: "OPEN" as const,
      ...(practitionerId ? { practitionerId } : {}),
    };
  });
}

const eventPath = (calendar: string, eventId: string) =>
  `/calendar/v3/calendars/${encodeURIComponent(calendar)}/events/${eventId}`;

describe("a practitioner's calendar on the staff screen's calls", () => {
  it("is stored trimmed, cleared by blank or null, and refused when it is not a calendar id", async () => {
    const call = await signedInCaller(adminBookingApp(handle.db));
    const added = await call("POST", "/api/admin/staff", { ...therapist, calendarId: `  ${own} ` });
    expect(added.status).toBe(201);
    expect(added.json.data.calendarId).toBe(own);
    const id = added.json.data.id as string;

    const wrong = await call("PUT", `/api/admin/staff/${id}`, { ...therapist, calendarId: "my calendar" });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: "validation_failed",
      fields: {
        calendarId: "Enter the calendar's id as Google shows it, such as name@group.calendar.google.com",
      },
    });
    // Left out: kept; blank: the clinic's calendar again.
    expect((await call("PUT", `/api/admin/staff/${id}`, therapist)).json.data.calendarId).toBe(own);
    expect(
      (await call("PUT", `/api/admin/staff/${id}`, { ...therapist, calendarId: "" })).json.data.calendarId,
    ).toBe(null);
    const audit = await handle.pool.query(
      "select details from audit_log where action = 'staff.changed' order by at desc limit 1",
    );
    expect(audit.rows[0].details).toMatchObject({ calendarId: null, before: { calendarId: own } });
  });
});

describe("events on the practitioner's own calendar", () => {
  it("holds their slots and appointments; an event is changed where it was made", async () => {
    // The clinic's first practitioner (whose time a slot is when the form does not say) has none.
    await insertStaff(handle.db, { email: "owner@clinic.example", name: "Owner", role: "owner" });
    const anil = await insertStaff(handle.db, { ...therapist, calendarId: own });
    if (!anil) throw new Error("no practitioner");
    const options = { appSecret: "calendar-test-secret-0123456789-abcdefghij", googleCalendar: settings() };
    const { app } = bookingApp(handle.db, options);
    const deps = composeServices(handle.db, options).booking;
    const calendar = createCalendarFromSettings(settings());
    if (!calendar) throw new Error("calendar not configured");
    const sync = { calendar, meetingProvider: "jitsi" as const };

    const made = await bulkCreateSlots(
      handle.db,
      { slots: [...slotsFor(anil.id, 2), ...slotsFor(undefined, 1, 5)] },
      "admin",
      undefined,
      sync,
    );
    expect(made).toMatchObject({ count: 3, calendarEventsCreated: 3, calendarEventsFailed: 0 });
    const slots = (
      await handle.pool.query(
        "select id, practitioner_id, calendar_event_id, calendar_id from slots order by start_at",
      )
    ).rows as Array<{
      id: string;
      practitioner_id: string;
      calendar_event_id: string;
      calendar_id: string | null;
    }>;
    const [first, second, clinics] = slots as [(typeof slots)[0], (typeof slots)[0], (typeof slots)[0]];
    expect([first.calendar_id, second.calendar_id, clinics.calendar_id]).toEqual([own, own, null]);
    expect(clinics.practitioner_id).not.toBe(anil.id);
    expect(google.calendarOf.get(first.calendar_event_id)).toBe(own);
    expect(google.calendarOf.get(clinics.calendar_event_id)).toBe(google.calendarId);

    const booking = await bookAndPay(app, bookingBody(first.id, await solvedCaptcha(app)));
    expect(booking.paid.response.status).toBe(200);
    expect(google.events.get(first.calendar_event_id)?.attendees).toEqual([
      { email: "asha@example.com", displayName: "Asha Rao" },
    ]);
    expect(google.requests.at(-1)).toMatchObject({
      method: "PATCH",
      path: eventPath(own, first.calendar_event_id),
    });

    // Anil moves to another calendar: new slots go there, the events already made stay where they are.
    await updateStaff(handle.db, anil.id, { ...therapist, calendarId: later });
    await removeBooking(deps, booking.bookingId, "cancel", "admin@clinic.example");
    expect(google.requests.at(-1)).toMatchObject({
      method: "PATCH",
      path: eventPath(own, first.calendar_event_id),
    });
    expect(google.events.get(first.calendar_event_id)).toMatchObject({
      summary: "Open consultation slot",
      attendees: [],
    });
    await deleteSlot(deps, second.id, "admin@clinic.example");
    expect(google.requests.at(-1)).toMatchObject({
      method: "DELETE",
      path: eventPath(own, second.calendar_event_id),
    });
    expect(google.events.has(second.calendar_event_id)).toBe(false);

    await bulkCreateSlots(handle.db, { slots: slotsFor(anil.id, 1, 10) }, "admin", undefined, sync);
    const newest = await handle.pool.query(
      "select calendar_event_id, calendar_id from slots order by start_at desc limit 1",
    );
    expect(newest.rows[0].calendar_id).toBe(later);
    expect(google.calendarOf.get(newest.rows[0].calendar_event_id)).toBe(later);
  });

  it("a slot made without an event gets it on its practitioner's calendar when it is paid", async () => {
    const anil = await insertStaff(handle.db, { ...therapist, calendarId: own });
    if (!anil) throw new Error("no practitioner");
    const { app } = bookingApp(handle.db, { googleCalendar: settings() });
    // No calendar at bulk create (as when it was down): the slot has no event yet.
    await bulkCreateSlots(handle.db, { slots: slotsFor(anil.id, 1) });
    const slotId = (await handle.pool.query("select id from slots")).rows[0].id as string;
    await bookAndPay(app, bookingBody(slotId, await solvedCaptcha(app)));
    const row = (await handle.pool.query("select calendar_event_id, calendar_id from slots")).rows[0];
    expect(row.calendar_id).toBe(own);
    expect(google.calendarOf.get(row.calendar_event_id)).toBe(own);
    expect(google.events.get(row.calendar_event_id)?.attendees).toHaveLength(1);
  });
});
