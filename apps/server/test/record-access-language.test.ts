import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { WhatsAppMessage } from "../src/integrations/whatsapp/whatsapp-sender";
import { deliverDueWhatsApp } from "../src/services/whatsapp/deliver-whatsapp";
import { makeSlots } from "./support/booking-fixtures";
import { type FullApp, fullTestApp } from "./support/full-test-app";
import {
  bearer,
  openSlots,
  paidBooking,
  recordCodeSentFor,
  recordSession,
  withSession,
} from "./support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/*
 * Issue 33: the messages about reaching a booking and its record (the manage link sent again, the
 * record-access code by email and WhatsApp, the notice that contact details changed) are written in the
 * language of the booking the patient came through.
 */

let handle: DatabaseHandle;
let app: FullApp;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  ({ app } = fullTestApp(handle.db, { booking: { clinicEmail: "clinic@clinic.example" } }));
});

const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;

/** A paid booking made on the Kannada pages, its WhatsApp updates on. */
async function kannadaBooking() {
  const slots = await makeSlots(handle.db, 1);
  const [slotId] = await openSlots(app, slots[0]?.dateKey ?? "");
  const booking = await paidBooking(app, handle, slotId as string);
  await q("update bookings set locale = 'kn' where id = $1", [booking.bookingId]);
  await q(
    `insert into whatsapp_opt_ins (id, booking_id, phone, wording, method) values ($1, $2, '+919876543210', 'Yes', 'online')`,
    [randomUUID(), booking.bookingId],
  );
  return booking;
}

describe("messages about reaching a booking, in its language", () => {
  it("the record-access code: its email in Kannada, its WhatsApp template in kn", async () => {
    const { bookingId, token } = await kannadaBooking();
    const patient = typedClient(app, bearer(token));
    const asked = await patient.POST("/api/public/bookings/{bookingId}/record-access/code", {
      params: { path: { bookingId } },
    });
    expect(asked.response.status).toBe(200);
    const [email] = await q(
      "select subject, text_body from email_outbox where kind like 'record-access-code:%'",
    );
    expect(email.subject).toMatch(/ಗಾಗಿ ನಿಮ್ಮ ಕೋಡ್$/);
    expect(email.text_body).toMatch(/^ನಮಸ್ಕಾರ,\n/);
    expect(email.text_body).not.toMatch(/Hello|Your code|\{/);
    // The code still stands on a line of its own.
    expect((await recordCodeSentFor(handle, bookingId)).code).toMatch(/^\d{6}$/);

    const sent: WhatsAppMessage[] = [];
    await deliverDueWhatsApp(handle.db, {
      sender: {
        provider: "outbox",
        send: async (m) => {
          sent.push(m);
          return { providerMessageId: `x.${m.id}` };
        },
      },
      links: { box: undefined, publicUrl: "https://clinic.example" },
      templatePrefix: "",
      language: "en",
      perSecond: 80,
      sleep: async () => undefined,
    });
    const code = sent.find((m) => m.kind.startsWith("record-access-code:"));
    expect(code?.template).toMatchObject({ name: "record_access_code", language: "kn" });
  });

  it("the manage link sent again, in Kannada with the Kannada manage page's lines", async () => {
    const { bookingId } = await kannadaBooking();
    const again = await typedClient(app).POST("/api/public/bookings/{bookingId}/manage-link", {
      params: { path: { bookingId } },
    });
    expect(again.response.status).toBe(200);
    const [email] = await q("select subject, text_body from email_outbox where kind like 'manage-link:%'");
    expect(email.subject).toMatch(/^ನಿಮ್ಮ ಸಮಾಲೋಚನೆಯನ್ನು ನಿರ್ವಹಿಸುವ ಲಿಂಕ್: /);
    expect(email.text_body).toContain("ಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು: {manage-link}");
    expect(email.text_body).not.toMatch(/Dear|Here is|\{(?!manage-link\})/);
  });

  it("the notice of a contact change, to the old email and WhatsApp, in Kannada", async () => {
    const { bookingId, token } = await kannadaBooking();
    const session = await recordSession(app, handle, bookingId, token);
    const changed = await typedClient(app, withSession(token, session)).PATCH(
      "/api/public/bookings/{bookingId}/contact",
      { params: { path: { bookingId } }, body: { email: "new@example.in", phone: "+919000000001" } },
    );
    expect(changed.response.status).toBe(200);
    const [email] = await q(
      "select subject, text_body from email_outbox where kind like 'contact-changed:%'",
    );
    expect(email.subject).toMatch(/ನಲ್ಲಿ ನಿಮ್ಮ ಸಂಪರ್ಕ ವಿವರಗಳು ಬದಲಾಗಿವೆ$/);
    expect(email.text_body).toContain("  ಇಮೇಲ್: ಈಗ n•••@example.in");
    expect(email.text_body).not.toMatch(/Hello|contact details|\{/);
    const [whatsapp] = await q(
      "select locale, params from whatsapp_outbox where kind like 'contact-changed:%'",
    );
    expect(whatsapp.locale).toBe("kn");
    expect(whatsapp.params[0]).toMatch(/^ನಿಮ್ಮ ಬುಕಿಂಗ್/);
  });
});
