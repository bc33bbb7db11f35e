import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailMessage } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import { createSecretBox } from "../src/services/secret-box";
import {
  bookAndPay,
  bookingApp,
  bookingBody,
  makeSlots,
  manageTokenOf,
  postJson,
  slotIdsOf,
  solvedCaptcha,
  testSecret,
} from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/**
 * Issue 33: a booking records the language of the page it was made on (`locale`: en, hi or kn;
 * English when left out), and its confirmation writes the day in it.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function storedLocale(bookingId: string) {
  const { rows } = await handle.db.execute<{ locale: string }>(
    sql`select locale from bookings where id = ${bookingId}`,
  );
  return rows[0]?.locale;
}

describe("a booking's language", () => {
  it("is stored as sent, English when left out, and the confirmation's day is written in it", async () => {
    const { app } = bookingApp(handle.db);
    const slots = await makeSlots(handle.db, 2);
    const [first, second] = await slotIdsOf(app, slots[0]?.dateKey ?? "");

    const kannada = await bookAndPay(
      app,
      bookingBody(first as string, await solvedCaptcha(app), { locale: "kn" }),
    );
    expect(await storedLocale(kannada.bookingId)).toBe("kn");
    const confirmation = kannada.paid.data?.data;
    expect(confirmation?.locale).toBe("kn");
    expect(confirmation?.date).toMatch(/^(ಭಾನು|ಸೋಮ|ಮಂಗಳ|ಬುಧ|ಗುರು|ಶುಕ್ರ|ಶನಿ), \d{1,2} \S+ \d{4}$/);

    const english = await bookAndPay(app, bookingBody(second as string, await solvedCaptcha(app)));
    expect(await storedLocale(english.bookingId)).toBe("en");
    expect(english.paid.data?.data.locale).toBe("en");
    expect(english.paid.data?.data.date).toMatch(
      /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
  });

  it("refuses a language the clinic does not offer, with the field named, and holds nothing", async () => {
    const { app } = bookingApp(handle.db);
    const slots = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slots[0]?.dateKey ?? "");
    const body = { ...bookingBody(slotId as string, await solvedCaptcha(app)), locale: "fr" };
    const refused = await typedClient(app).POST("/api/public/bookings", {
      body: body as unknown as Parameters<ReturnType<typeof typedClient>["POST"]>[1]["body"],
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: "validation_failed",
      fields: { locale: "locale must be one of en, hi or kn" },
    });
    const { rows } = await handle.db.execute(sql`select 1 from bookings`);
    expect(rows).toHaveLength(0);
  });

  it("writes the confirmation email in the booking's language", async () => {
    const { app } = bookingApp(handle.db);
    const slots = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slots[0]?.dateKey ?? "");
    await bookAndPay(app, bookingBody(slotId as string, await solvedCaptcha(app), { locale: "kn" }));
    const sent: EmailMessage[] = [];
    // Without the manage links' box, the lines that would carry the link say where to find it instead.
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
    const mail = sent.find((m) => m.kind === "booking-confirmation");
    expect(mail?.subject).toMatch(/^ಸಮಾಲೋಚನೆ ಖಚಿತವಾಗಿದೆ: (ಭಾನು|ಸೋಮ|ಮಂಗಳ|ಬುಧ|ಗುರು|ಶುಕ್ರ|ಶನಿ), \d{1,2} \S+ \d{4}, /);
    expect(mail?.text).toContain("ಪ್ರಿಯ Asha Rao,");
    expect(mail?.text).toContain("ಪಾವತಿಸಿದ ಮೊತ್ತ: ₹2,000.00");
    expect(mail?.text).toContain("ಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು, ಖಚಿತಪಡಿಸಿದ ಇಮೇಲ್‌ನ ಲಿಂಕ್ ತೆರೆಯಿರಿ");
    expect(mail?.text).not.toMatch(/Dear|Amount paid|reschedule|\{/);
  });

  it("links the manage page in the booking's language", async () => {
    const { app } = bookingApp(handle.db);
    const slots = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slots[0]?.dateKey ?? "");
    const { bookingId } = await bookAndPay(
      app,
      bookingBody(slotId as string, await solvedCaptcha(app), { locale: "hi" }),
    );
    const sent: EmailMessage[] = [];
    const links = { box: createSecretBox(testSecret), publicUrl: "https://clinic.example" };
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) }, new Date(), links);
    const mail = sent.find((m) => m.kind === "booking-confirmation");
    expect(mail?.text).toContain(`https://clinic.example/hi/manage/${bookingId}#token=`);
    expect(mail?.text).not.toContain("https://clinic.example/manage/");
  });

  it("is changed from the manage page with the booking's token only", async () => {
    const { app } = bookingApp(handle.db);
    const slots = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slots[0]?.dateKey ?? "");
    const { bookingId } = await bookAndPay(app, bookingBody(slotId as string, await solvedCaptcha(app)));
    const token = await manageTokenOf(handle.db, bookingId);
    const client = typedClient(app);
    const put = (locale: string, bearer = token) =>
      client.PUT("/api/public/bookings/{bookingId}/locale", {
        params: { path: { bookingId } },
        headers: { authorization: `Bearer ${bearer}` },
        body: { locale } as { locale: "en" },
      });

    expect((await put("hi", "not-the-token")).response.status).toBe(403);
    const refused = await put("fr");
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ fields: { locale: "locale must be one of en, hi or kn" } });
    expect(await storedLocale(bookingId)).toBe("en");

    const changed = await put("hi");
    expect(changed.response.status).toBe(200);
    expect(changed.data?.data).toEqual({ locale: "hi" });
    expect(await storedLocale(bookingId)).toBe("hi");
  });

  it("writes the move's and the cancellation's emails and invitations in it, and the clinic's copies in English", async () => {
    const { app } = bookingApp(handle.db, { clinicEmail: "clinic@example.com" });
    const slots = await makeSlots(handle.db, 2);
    const [first, second] = await slotIdsOf(app, slots[0]?.dateKey ?? "");
    const { bookingId } = await bookAndPay(
      app,
      bookingBody(first as string, await solvedCaptcha(app), { locale: "kn" }),
    );
    const token = await manageTokenOf(handle.db, bookingId);
    expect(
      (await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, { token, newSlotId: second }))
        .status,
    ).toBe(200);
    expect((await postJson(app, `/api/public/bookings/${bookingId}/cancel`, { token })).status).toBe(200);

    const sent: EmailMessage[] = [];
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
    const to = (address: string, kind: RegExp) =>
      sent.find((m) => m.to === address && kind.test(m.kind)) as EmailMessage;
    const moved = to("asha@example.com", /^booking-rescheduled/);
    expect(moved.subject).toBe("ಸಮಾಲೋಚನೆಯ ಸಮಯ ಬದಲಾಗಿದೆ");
    expect(moved.text).toMatch(/^ನಿಮ್ಮ ಸಮಾಲೋಚನೆ \(ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ \S+\) .+ ರಿಂದ .+ ಕ್ಕೆ ಬದಲಾಗಿದೆ\./);
    expect(moved.text).not.toMatch(/Your consultation|\{/);
    const cancelled = to("asha@example.com", /^booking-cancelled$/);
    expect(cancelled.subject).toBe("ಸಮಾಲೋಚನೆ ರದ್ದಾಗಿದೆ");
    expect(cancelled.text).toContain("ರದ್ದಾಗಿದೆ.");
    expect(cancelled.text).not.toMatch(/cancelled|\{/);
    // The invitation's words follow the booking (its dates are the calendar's to show).
    const invite = cancelled.attachments?.find((a) => a.filename.endsWith(".ics"))?.content as string;
    expect(invite).toContain("SUMMARY:ಫಿಸಿಯೋಥೆರಪಿ ಸಮಾಲೋಚನೆ");
    expect(invite).not.toContain("Physiotherapy Consultation");
    // The moved booking's invitation keeps its alarm, worded in Kannada too (lines unfolded, RFC 5545 §3.1).
    const movedIcs = moved.attachments?.find((a) => a.filename.endsWith(".ics"))?.content;
    const movedInvite = String(movedIcs).replace(/\r?\n[ \t]/g, "");
    expect(movedInvite).toContain("BEGIN:VALARM");
    expect(movedInvite).toContain("DESCRIPTION:ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಶೀಘ್ರದಲ್ಲೇ ಆರಂಭವಾಗುತ್ತದೆ");
    expect(movedInvite).not.toContain("starts soon");

    // The clinic reads its copies in English.
    expect(to("clinic@example.com", /^clinic-booking-rescheduled/).text).toMatch(
      /^Your consultation \(reference /,
    );
    const clinicCancelled = to("clinic@example.com", /^clinic-booking-cancelled$/);
    expect(clinicCancelled.subject).toMatch(/^Consultation cancelled \(/);
    expect(clinicCancelled.text).toMatch(/^Your consultation of .+ is cancelled\./);
  });
});
