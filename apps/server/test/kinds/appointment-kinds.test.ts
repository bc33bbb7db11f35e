import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { sessionHeaders, signInAs } from "../support/admin-test-app";
import { adminEmail } from "../support/auth-test-app";
import { bookingBody, morningInThreeDays, postJson } from "../support/booking-fixtures";
import { fullTestApp, solvedToken } from "../support/full-test-app";
import { testConsent } from "../support/privacy-notice-fixture";
import { openFreshDatabase } from "../support/test-database";

/** Issue 34: appointment kinds, slots that take them, bookings of a kind, and the agenda. */
// biome-ignore lint/suspicious/noExplicitAny: the answers are read loosely, as the admin test app reads them
type Loose = Record<string, any>;
let handle: DatabaseHandle;
let clock = new Date();
let app: ReturnType<typeof fullTestApp>["app"];
let owner: string;
let desk: string;

beforeAll(async () => {
  handle = await openFreshDatabase();
  app = fullTestApp(handle.db, { booking: { now: () => clock } }).app;
  owner = await signInAs(app, adminEmail);
  const added = await call(owner, "POST", "/api/admin/staff", {
    email: "desk@clinic.example",
    name: "Priya",
    role: "front_desk",
  });
  expect(added.status).toBe(201);
  desk = await signInAs(app, "desk@clinic.example");
});
afterAll(() => handle.close());

async function call(session: string | undefined, method: string, path: string, body?: unknown) {
  const r = await app.request(path, {
    method,
    headers: {
      ...(session ? sessionHeaders(session) : { "content-type": "application/json" }),
      ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as Loose };
}

const inClinic = {
  name: "Manual lymphatic drainage",
  names: { hi: "मैनुअल लिम्फैटिक ड्रेनेज" },
  mode: "in_clinic",
  durationMinutes: 45,
  bufferMinutes: 15,
  amountInPaisa: 150_000,
  minNoticeHours: 2,
  maxAdvanceDays: 60,
  bookableOnline: true,
  colour: "#AA5500",
  address: "12 Example Road, Bengaluru 560001",
};

let kindId = "";
let practitionerId = "";

describe("appointment kinds", () => {
  it("lists only the default video consultation at first, to patients and staff", async () => {
    const open = await call(undefined, "GET", "/api/public/appointment-kinds");
    expect(open.status).toBe(200);
    expect(open.json.data.items).toEqual([
      expect.objectContaining({ id: "consultation", mode: "video", amountInPaisa: 200_000, currency: "INR" }),
    ]);
    const hindi = await call(undefined, "GET", "/api/public/appointment-kinds?locale=hi");
    expect(hindi.json.data.items[0].name).toBe("वीडियो परामर्श");
    const staffList = await call(desk, "GET", "/api/admin/appointment-kinds");
    expect(staffList.json.data.items).toHaveLength(1);
  });

  it("lets an owner add a kind (201, data.id); refuses the front desk and bad fields, storing nothing", async () => {
    const refused = await call(desk, "POST", "/api/admin/appointment-kinds", inClinic);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("forbidden_role");
    const bad = await call(owner, "POST", "/api/admin/appointment-kinds", {
      ...inClinic,
      name: "",
      mode: "teleport",
      durationMinutes: 2,
      colour: "red",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(
      expect.arrayContaining(["name", "mode", "durationMinutes", "colour"]),
    );
    const home = await call(owner, "POST", "/api/admin/appointment-kinds", {
      ...inClinic,
      mode: "home_visit",
    });
    expect(home.status).toBe(400);
    expect(home.json.fields.serviceArea).toBe("Say which area home visits cover");
    expect((await call(owner, "GET", "/api/admin/appointment-kinds")).json.data.items).toHaveLength(1);

    const added = await call(owner, "POST", "/api/admin/appointment-kinds", inClinic);
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ id: expect.any(String), colour: "#aa5500", isDefault: false });
    kindId = added.json.data.id;
    const open = await call(undefined, "GET", "/api/public/appointment-kinds?locale=hi");
    expect(open.json.data.items.map((k: Loose) => k.name)).toEqual(["वीडियो परामर्श", "मैनुअल लिम्फैटिक ड्रेनेज"]);
  });

  it("keeps one price: Pricing edits the default kind, and the default kind edits Pricing", async () => {
    const pricing = await call(owner, "PUT", "/api/admin/pricing", {
      amount_in_paisa: 250_000,
      currency: "INR",
      tax_percent: 18,
      duration_minutes: 60,
      buffer_minutes: 15,
    });
    expect(pricing.status).toBe(200);
    const kinds = await call(owner, "GET", "/api/admin/appointment-kinds");
    const consultation = kinds.json.data.items.find((k: Loose) => k.isDefault);
    expect(consultation.amountInPaisa).toBe(250_000);
    const { id, isDefault, archived, currency, ...fields } = consultation;
    const changed = await call(owner, "PUT", `/api/admin/appointment-kinds/${id}`, {
      ...fields,
      amountInPaisa: 200_000,
    });
    expect(changed.status).toBe(200);
    expect((await call(owner, "GET", "/api/admin/pricing")).json.data.amount_in_paisa).toBe(200_000);
    const notVideo = await call(owner, "PUT", `/api/admin/appointment-kinds/${id}`, {
      ...fields,
      mode: "in_clinic",
    });
    expect(notVideo.status).toBe(400);
    expect(notVideo.json.fields.mode).toBeDefined();
    const gone = await call(owner, "DELETE", `/api/admin/appointment-kinds/${id}`);
    expect(gone.status).toBe(409);
  });
});

describe("slots and bookings of a kind", () => {
  const start = new Date(Math.ceil(morningInThreeDays() / 3_600_000) * 3_600_000);
  const dateKey = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(start);
  const slotAt = (minutes: number, kindIds?: string[]) => ({
    dateKey,
    startAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
    endAt: new Date(start.getTime() + (minutes + 45) * 60_000).toISOString(),
    tz: "Asia/Kolkata",
    ...(kindIds ? { kindIds } : {}),
  });

  it("creates slots for a practitioner with the kinds they take; the public reads filter by kind", async () => {
    const agenda = await call(owner, "GET", `/api/admin/agenda?from=${dateKey}&to=${dateKey}`);
    practitionerId = agenda.json.data.practitioners[0].id;
    const unknown = await call(owner, "POST", "/api/admin/slots/bulkCreate", {
      slots: [{ ...slotAt(0, ["no-such-kind"]), practitionerId: "nobody" }],
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.fields)).toEqual(["slots.0.practitionerId", "slots.0.kindIds"]);
    const made = await call(owner, "POST", "/api/admin/slots/bulkCreate", {
      slots: [{ ...slotAt(0, [kindId]), practitionerId }, slotAt(60), slotAt(120, [kindId, "consultation"])],
    });
    expect(made.status).toBe(200);
    expect(made.json.data.count).toBe(3);
    const all = await call(undefined, "GET", `/api/public/slots?date=${dateKey}`);
    expect(all.json.data).toHaveLength(3);
    expect(all.json.data.every((s: Loose) => s.practitionerId === practitionerId)).toBe(true);
    const ofKind = await call(undefined, "GET", `/api/public/slots?date=${dateKey}&kindId=${kindId}`);
    expect(ofKind.json.data.map((s: Loose) => s.kindIds)).toEqual([[kindId], [kindId, "consultation"]]);
    const dates = await call(
      undefined,
      "GET",
      `/api/public/slots/dates?from=${dateKey}&to=${dateKey}&kindId=${encodeURIComponent("nothing")}`,
    );
    expect(dates.json.data.dates).toEqual([]);
  });

  it("refuses a kind the slot does not take (409 kind_not_offered) and books one it takes at its price", async () => {
    const slots = (await call(undefined, "GET", `/api/public/slots?date=${dateKey}`)).json.data as Loose[];
    const clinicOnly = slots[0]?.slotId as string;
    const wrong = await postJson(app, "/api/public/bookings", bookingBody(clinicOnly, await solvedToken()));
    expect(wrong.status).toBe(409);
    expect(((await wrong.json()) as Loose).code).toBe("kind_not_offered");
    const booked = await postJson(
      app,
      "/api/public/bookings",
      bookingBody(clinicOnly, await solvedToken(), { kindId, whatsappOptIn: true, locale: "hi" }),
    );
    expect(booked.status).toBe(201);
    const created = ((await booked.json()) as Loose).data;
    expect(created.amount).toBe(150_000);
    const paid = await postJson(app, `/api/public/bookings/${created.bookingId}/payments/verify`, {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: created.orderId,
      razorpay_signature: "dummy_signature",
    });
    expect(paid.status).toBe(200);
    const view = await call(undefined, "GET", `/api/public/bookings/${created.bookingId}`);
    expect(view.json.data).toMatchObject({
      kind: { id: kindId, name: "मैनुअल लिम्फैटिक ड्रेनेज", mode: "in_clinic" },
      location: inClinic.address,
      mapUrl: expect.stringContaining("google.com/maps"),
      meetingLink: null,
      paymentStatus: "PAID",
    });
    // The emails, the invitation and the WhatsApp message give the place, never a meeting link.
    const email = await handle.pool.query(
      "select text_body, ics_attachment from email_outbox where booking_id = $1 and kind = 'booking-confirmation'",
      [created.bookingId],
    );
    const { text_body: text, ics_attachment: ics } = email.rows[0];
    expect(text).toContain("आपकी अपॉइंटमेंट (मैनुअल लिम्फैटिक ड्रेनेज)");
    expect(text).toContain(`कहाँ: ${inClinic.address}`);
    expect(text).toContain("google.com/maps");
    expect(text).not.toMatch(/जुड़ें|meet\.jit\.si/);
    expect(ics.replace(/\r\n /g, "")).toContain("LOCATION:12 Example Road\\, Bengaluru 560001");
    const whatsapp = await handle.pool.query(
      "select template, params from whatsapp_outbox where booking_id = $1 and kind = 'booking-confirmation'",
      [created.bookingId],
    );
    expect(whatsapp.rows[0].template).toBe("visit_confirmation");
    expect(whatsapp.rows[0].params).toContain(inClinic.address);
    const receipt = await handle.pool.query("select service from receipts where booking_id = $1", [
      created.bookingId,
    ]);
    // The receipt's service line in the booking's language too (issue 33), the kind by its Hindi name.
    expect(receipt.rows[0].service.description).toBe("मैनुअल लिम्फैटिक ड्रेनेज (क्लिनिक में), 45 मिनट");
    const earnings = await call(owner, "GET", "/api/admin/earnings?granularity=month");
    expect(earnings.json.data.byKind).toEqual([
      expect.objectContaining({ kindId, name: "Manual lymphatic drainage", gross: 150_000, count: 1 }),
    ]);
  });

  it("asks a home visit for the patient's address", async () => {
    const home = await call(owner, "POST", "/api/admin/appointment-kinds", {
      ...inClinic,
      name: "Home visit",
      mode: "home_visit",
      serviceArea: "Within 10 km of Indiranagar",
    });
    const moved = await call(owner, "POST", "/api/admin/slots/bulkCreate", {
      slots: [slotAt(240, [home.json.data.id])],
    });
    expect(moved.json.data.count).toBe(1);
    const slots = (
      await call(undefined, "GET", `/api/public/slots?date=${dateKey}&kindId=${home.json.data.id}`)
    ).json.data as Loose[];
    const slotId = slots[0]?.slotId as string;
    const missing = await postJson(
      app,
      "/api/public/bookings",
      bookingBody(slotId, await solvedToken(), { kindId: home.json.data.id }),
    );
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Loose).fields.visitAddress).toBe(
      "Please enter the address for the home visit",
    );
    const booked = await postJson(
      app,
      "/api/public/bookings",
      bookingBody(slotId, await solvedToken(), {
        kindId: home.json.data.id,
        visitAddress: "4 Lake View, Bengaluru",
      }),
    );
    expect(booked.status).toBe(201);
    const { bookingId } = ((await booked.json()) as Loose).data;
    // The confirmation's read takes no token: the patient's address is not in it (decision 0147).
    const view = await call(undefined, "GET", `/api/public/bookings/${bookingId}`);
    expect(view.json.data).toMatchObject({ kind: { mode: "home_visit" }, location: null, mapUrl: null });
    expect(JSON.stringify(view.json)).not.toContain("Lake View");
    // (The paying browser's verify answer and the manage view keep it: e2e booking-kinds.)
  });

  it("archives a kind with bookings and deletes one without", async () => {
    const spare = await call(owner, "POST", "/api/admin/appointment-kinds", { ...inClinic, name: "Spare" });
    const deleted = await call(owner, "DELETE", `/api/admin/appointment-kinds/${spare.json.data.id}`);
    expect(deleted.json.data).toEqual({ id: spare.json.data.id, archived: false });
    const archived = await call(owner, "DELETE", `/api/admin/appointment-kinds/${kindId}`);
    expect(archived.json.data).toEqual({ id: kindId, archived: true });
    const open = await call(undefined, "GET", "/api/public/appointment-kinds");
    expect(open.json.data.items.map((k: Loose) => k.id)).not.toContain(kindId);
    const slots = (await call(undefined, "GET", `/api/public/slots?date=${dateKey}`)).json.data as Loose[];
    expect(slots.some((s) => s.kindIds.includes(kindId))).toBe(false);
  });

  it("shows booked appointments on the agenda and marks attendance only once started", async () => {
    const agenda = await call(desk, "GET", `/api/admin/agenda?from=${dateKey}&to=${dateKey}`);
    expect(agenda.status).toBe(200);
    const items = agenda.json.data.items as Loose[];
    expect(items.map((i) => i.kind.mode)).toEqual(["in_clinic", "home_visit"]);
    expect(items[0]).toMatchObject({
      practitioner: { id: practitionerId },
      patient: { name: "Asha Rao" },
      status: "PAID",
      paymentStatus: "PAID",
      attendance: null,
    });
    const pending = await call(desk, "GET", `/api/admin/agenda?from=${dateKey}&to=${dateKey}&status=PENDING`);
    expect(pending.json.data.items.map((i: Loose) => i.kind.mode)).toEqual(["home_visit"]);
    const bookingId = items[0]?.bookingId as string;
    const early = await call(desk, "POST", `/api/admin/bookings/${bookingId}/attendance`, {
      attendance: "no_show",
    });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe("too_early");
    clock = new Date(Date.parse(items[0]?.startAt as string) + 5 * 60_000);
    const marked = await call(desk, "POST", `/api/admin/bookings/${bookingId}/attendance`, {
      attendance: "no_show",
    });
    expect(marked.status).toBe(200);
    expect(marked.json.data).toMatchObject({ bookingId, attendance: "no_show" });
    const after = await call(owner, "GET", `/api/admin/agenda?from=${dateKey}&to=${dateKey}`);
    expect(after.json.data.items[0].attendance).toBe("no_show");
    const bad = await call(owner, "GET", `/api/admin/agenda?from=${dateKey}&to=2099-01-01`);
    expect(bad.status).toBe(400);
    clock = new Date();
  });

  it("asks the tele-consultation's consent only of a video kind, and records it only then", async () => {
    const video = await call(owner, "POST", "/api/admin/appointment-kinds", {
      ...inClinic,
      name: "Follow-up call",
      mode: "video",
    });
    const clinic = (await call(owner, "POST", "/api/admin/appointment-kinds", inClinic)).json.data
      .id as string;
    const made = await call(owner, "POST", "/api/admin/slots/bulkCreate", {
      slots: [slotAt(300, [video.json.data.id]), slotAt(360, [clinic])],
    });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.json.data.count).toBe(2);
    const slots = (await call(undefined, "GET", `/api/public/slots?date=${dateKey}`)).json.data as Loose[];
    const slotOf = (id: string) =>
      slots.find((s) => s.kindIds.length === 1 && s.kindIds[0] === id && s.startAt >= slotAt(300).startAt)
        ?.slotId as string;
    const noVideo = { consent: { ...testConsent, teleconsultation: false } };
    const refused = await postJson(
      app,
      "/api/public/bookings",
      bookingBody(slotOf(video.json.data.id), await solvedToken(), {
        kindId: video.json.data.id,
        ...noVideo,
      }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Loose).fields).toEqual({
      "consent.teleconsultation": "Please agree to a video consultation to continue",
    });
    const inPerson = await postJson(
      app,
      "/api/public/bookings",
      bookingBody(slotOf(clinic), await solvedToken(), { kindId: clinic, ...noVideo }),
    );
    expect(inPerson.status).toBe(201);
    const inPersonId = ((await inPerson.json()) as Loose).data.bookingId as string;
    const consents = await handle.pool.query("select kind from consents where booking_id = $1", [inPersonId]);
    expect(consents.rows.map((r) => r.kind)).toEqual(["processing"]);

    // The agenda gives a confirmed video appointment its room, and no other appointment one.
    const booked = await postJson(
      app,
      "/api/public/bookings",
      bookingBody(slotOf(video.json.data.id), await solvedToken(), { kindId: video.json.data.id }),
    );
    const videoBooking = ((await booked.json()) as Loose).data;
    const onAgenda = async (id: string) =>
      (
        (await call(desk, "GET", `/api/admin/agenda?from=${dateKey}&to=${dateKey}`)).json.data
          .items as Loose[]
      ).find((i) => i.bookingId === id);
    expect((await onAgenda(videoBooking.bookingId))?.meetingLink).toBeNull();
    await postJson(app, `/api/public/bookings/${videoBooking.bookingId}/payments/verify`, {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: videoBooking.orderId,
      razorpay_signature: "dummy_signature",
    });
    expect((await onAgenda(videoBooking.bookingId))?.meetingLink).toMatch(/^https:\/\//);
    expect((await onAgenda(inPersonId))?.meetingLink).toBeNull();
    const cancelled = await call(owner, "DELETE", `/api/admin/bookings/${videoBooking.bookingId}`, {
      action: "cancel",
    });
    expect(cancelled.status).toBe(200);
    expect(await onAgenda(videoBooking.bookingId)).toMatchObject({ status: "CANCELLED", meetingLink: null });
  });
});
