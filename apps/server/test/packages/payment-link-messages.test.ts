import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { attachBooking, insertPatient } from "../../src/db/patient-repository";
import { insertStaff } from "../../src/db/staff-repository";
import { type AdminCall, adminBookingApp, signedInCaller } from "../support/admin-test-app";
import { bookingBody, makeSlots, solvedCaptcha } from "../support/booking-fixtures";
import { intensiveCourse } from "../support/package-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";
import { typedClient } from "../support/typed-client";

/**
 * Issue 35: a new payment link goes to the patient by email, and on WhatsApp when they opted in, in the
 * language of the booking it hangs on, once per link; asking again for the open link sends nothing more.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

type Email = { kind: string; to_address: string; subject: string; text_body: string; booking_id: string };
type WhatsApp = { kind: string; template: string; params: string[]; booking_id: string };

async function setUp(locale: "en" | "hi" = "en") {
  const app = adminBookingApp(handle.db);
  const owner = await signedInCaller(app);
  await insertStaff(handle.db, { email: "desk@clinic.example", name: "Priya", role: "front_desk" });
  const desk = await signedInCaller(app, "desk@clinic.example");
  await makeSlots(handle.db, 1);
  const slotId = (await handle.pool.query("select id from slots")).rows[0].id as string;
  const held = await typedClient(app).POST("/api/public/bookings", {
    body: bookingBody(slotId, await solvedCaptcha(app), { locale }),
  });
  const bookingId = held.data?.data.bookingId as string;
  return { app, owner, desk, bookingId };
}

async function patientOf(bookingId: string): Promise<string> {
  const patientId = randomUUID();
  await insertPatient(handle.db, {
    id: patientId,
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+919876543210",
  });
  await attachBooking(handle.db, bookingId, patientId);
  return patientId;
}

async function optIn(bookingId: string) {
  await handle.pool.query(
    `insert into whatsapp_opt_ins (id, booking_id, phone, wording, method) values ($1, $2, '+919876543210', 'Yes', 'online')`,
    [randomUUID(), bookingId],
  );
}

async function sellByLink(owner: AdminCall, desk: AdminCall, patientId: string) {
  const added = await owner("POST", "/api/admin/packages", intensiveCourse);
  const sold = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
    packageId: added.json.data.id,
    payment: { kind: "link" },
  });
  expect(sold.status).toBe(201);
  return sold.json.data as { purchaseId: string; paymentLink: { id: string; url: string } };
}

const emails = async (kind: string) =>
  (await handle.pool.query<Email>("select * from email_outbox where kind = $1", [kind])).rows;
const whatsapps = async (kind: string) =>
  (await handle.pool.query<WhatsApp>("select * from whatsapp_outbox where kind = $1", [kind])).rows;

describe("a payment link sent to the patient", () => {
  it("a package's link: by email and WhatsApp in the language they booked in, once per link", async () => {
    const { owner, desk, bookingId } = await setUp("hi");
    const patientId = await patientOf(bookingId);
    await optIn(bookingId);
    const { purchaseId, paymentLink } = await sellByLink(owner, desk, patientId);
    const kind = `payment-link:${paymentLink.id}`;

    const [email, ...moreEmails] = await emails(kind);
    expect(moreEmails).toEqual([]);
    expect(email).toMatchObject({ to_address: "asha@example.com", booking_id: bookingId });
    expect(email?.subject).toContain("भुगतान लिंक");
    expect(email?.text_body).toContain("नमस्ते Asha Rao,");
    expect(email?.text_body).toContain("गहन एमएलडी कोर्स");
    expect(email?.text_body).toContain("₹15,000.00");
    expect(email?.text_body).toContain(paymentLink.url);

    const [message, ...moreMessages] = await whatsapps(kind);
    expect(moreMessages).toEqual([]);
    expect(message).toMatchObject({ template: "payment_link", booking_id: bookingId });
    expect(message?.params).toEqual([
      "Asha Rao",
      expect.any(String),
      "गहन एमएलडी कोर्स",
      "₹15,000.00",
      paymentLink.url,
      expect.stringMatching(/2026|2027/),
    ]);

    // The desk asks again: the same open link, and nothing sent twice.
    const again = await desk("POST", `/api/admin/package-purchases/${purchaseId}/payment-link`);
    expect(again.json.data.id).toBe(paymentLink.id);
    expect(await emails(kind)).toHaveLength(1);
    expect(await whatsapps(kind)).toHaveLength(1);
  });

  it("a package paid at the desk by a patient who books in Hindi: its receipt names it in Hindi", async () => {
    const { owner, desk, bookingId } = await setUp("hi");
    const patientId = await patientOf(bookingId);
    const added = await owner("POST", "/api/admin/packages", intensiveCourse);
    const sold = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId: added.json.data.id,
      payment: { kind: "collected", method: "upi", amountInPaisa: intensiveCourse.amountInPaisa },
    });
    expect(sold.status).toBe(201);
    const receipt = await handle.pool.query("select service, patient from receipts where purchase_id = $1", [
      sold.json.data.purchaseId,
    ]);
    expect(receipt.rows[0].patient.locale).toBe("hi");
    expect(receipt.rows[0].service.description).toBe("गहन एमएलडी कोर्स");
  });

  it("a booking's link: by email, naming the appointment's date; no WhatsApp without an opt-in", async () => {
    const { desk, bookingId } = await setUp("en");
    const made = await desk("POST", `/api/admin/bookings/${bookingId}/payment-link`);
    expect(made.status).toBe(200);
    const kind = `payment-link:${made.json.data.id}`;
    const [email] = await emails(kind);
    expect(email?.subject).toMatch(/^Your payment link from /);
    expect(email?.text_body).toMatch(
      /to pay ₹2,000\.00 for your appointment on [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}\./,
    );
    expect(email?.text_body).toContain(`Pay here: ${made.json.data.url}`);
    expect(email?.text_body).toContain("If you have already paid, please ignore this email.");
    expect(await whatsapps(kind)).toEqual([]);
  });

  it("a record whose consent was withdrawn gets no message; the desk still has the link to give", async () => {
    const { owner, desk, bookingId } = await setUp();
    const patientId = await patientOf(bookingId);
    await optIn(bookingId);
    await handle.pool.query("update patients set consent_withdrawn_at = now() where id = $1", [patientId]);
    const { paymentLink } = await sellByLink(owner, desk, patientId);
    expect(paymentLink.url).toContain(paymentLink.id);
    expect(await emails(`payment-link:${paymentLink.id}`)).toEqual([]);
    expect(await whatsapps(`payment-link:${paymentLink.id}`)).toEqual([]);
  });
});
