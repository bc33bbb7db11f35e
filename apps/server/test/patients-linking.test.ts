import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { linkUnlinkedBookings } from "../src/services/patients/link-unlinked-bookings";
import { adminBookingApp } from "./support/admin-test-app";
import { type Person, patientWorld } from "./support/patient-admin-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/** Which record a booking joins (decisions 0099 and 0114), on the real database. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const asha: Person = { name: "Asha Rao", email: "asha@example.com", phone: "+919876543210" };
const world = () => patientWorld(handle, adminBookingApp(handle.db));
const patients = async () =>
  (await handle.pool.query("select * from patients order by created_at, id")).rows as Array<{
    id: string;
    name: string;
    email: string;
    phone: string;
    last_visit_at: Date | null;
    merged_into: string | null;
  }>;

describe("linking a booking to its patient", () => {
  it("a paid booking and a clinic's booking with the same email and phone share one record, normalised", async () => {
    const w = await world();
    const first = await w.paid(asha);
    const second = await w.byClinic({ ...asha, email: "  ASHA@Example.COM " });
    const [only, ...others] = await patients();
    expect(others).toEqual([]);
    expect(only).toMatchObject({ name: "Asha Rao", email: "asha@example.com", phone: "919876543210" });
    expect(await w.patientOf(first)).toBe(only?.id);
    expect(await w.patientOf(second)).toBe(only?.id);
    // last_visit_at is the latest consultation's start.
    const latest = await handle.pool.query(
      "select max(s.start_at) as at from bookings b join slots s on s.id = b.slot_id where b.status = 'PAID'",
    );
    expect(only?.last_visit_at?.toISOString()).toBe(latest.rows[0].at.toISOString());
  });

  it("the same email and name: the same record, also with a new phone; the record's name follows the latest booking", async () => {
    const w = await world();
    const first = await w.paid(asha);
    const respelt = await w.paid({ ...asha, name: "asha  rao.", phone: "+919000000001" });
    const newPhone = await w.byClinic({ ...asha, name: "Asha Rao", phone: "+919000000002" });
    const rows = await patients();
    expect(rows).toHaveLength(1);
    for (const id of [first, respelt, newPhone]) expect(await w.patientOf(id)).toBe(rows[0]?.id);
    // The name follows the latest booking; the email and phone stay the record's first ones.
    expect(rows[0]).toMatchObject({ name: "Asha Rao", email: "asha@example.com", phone: "919876543210" });
    await w.paid({ ...asha, name: "Asha R. Menon" });
    expect((await patients())[0]?.name).toBe("Asha R. Menon");
  });

  it("a family sharing a phone (or an email) gets two records", async () => {
    const w = await world();
    const mother = await w.paid({ name: "Lakshmi Rao", email: "lakshmi@example.com", phone: asha.phone });
    const daughter = await w.paid(asha);
    const husband = await w.byClinic({ name: "Vikram Rao", email: asha.email, phone: "+919111111111" });
    const rows = await patients();
    expect(rows.map((r) => r.name).sort()).toEqual(["Asha Rao", "Lakshmi Rao", "Vikram Rao"]);
    expect(
      new Set([await w.patientOf(mother), await w.patientOf(daughter), await w.patientOf(husband)]).size,
    ).toBe(3);
  });

  it("an unpaid hold gets no record; its consents join the record when it is paid", async () => {
    const w = await world();
    const held = await w.hold(asha);
    expect(await w.patientOf(held.bookingId)).toBeNull();
    // The hold's consents were recorded with it (POST /api/public/bookings).
    expect(await patients()).toEqual([]);
    const paid = await w.paid(asha);
    const patientId = await w.patientOf(paid);
    expect(patientId).not.toBeNull();
    const consents = await handle.pool.query("select patient_id from consents where booking_id = $1", [
      held.bookingId,
    ]);
    // The hold's consent stays with the hold: only a paid booking is linked.
    expect(consents.rows[0]?.patient_id).toBeNull();
    await handle.pool.query("update bookings set patient_id = null where id = $1", [paid]);
    await handle.pool.query("update consents set patient_id = null");
    expect(await linkUnlinkedBookings(handle.db)).toBe(1);
    const linked = await handle.pool.query("select patient_id from consents where booking_id = $1", [paid]);
    expect(linked.rows[0]?.patient_id).toBe(patientId);
  });

  it("never joins a merged or erased record", async () => {
    const w = await world();
    await w.paid(asha);
    await handle.pool.query("update patients set erased_at = now()");
    const again = await w.paid(asha);
    const rows = await patients();
    expect(rows).toHaveLength(2);
    expect(await w.patientOf(again)).toBe(rows[1]?.id);
    // A record merged into another is not joined either: the next booking starts a third.
    await handle.pool.query("update patients set merged_into = $1 where id = $2", [rows[0]?.id, rows[1]?.id]);
    const third = await w.byClinic(asha);
    const after = await patients();
    expect(after).toHaveLength(3);
    expect(await w.patientOf(third)).toBe(after[2]?.id);
  });
});

describe("who may join an existing record (decision 0114)", () => {
  const meera: Person = { name: "Meera Iyer", email: "meera@example.com", phone: "+919811112222" };
  const strangersEmail = "not.meera@example.net";
  const strangersPhone = "+919700000001";

  it("a stranger with Meera's name and phone and their own email gets a record of their own, suggested on both pages", async () => {
    const w = await world();
    const victim = (await w.patientOf(await w.paid(meera))) as string;
    const taken = await w.paid({ ...meera, email: strangersEmail });
    const stranger = (await w.patientOf(taken)) as string;
    expect(stranger).not.toBe(victim);
    const page = async (id: string) => {
      const { data } = await w.asAdmin.GET("/api/admin/patients/{patientId}", {
        params: { path: { patientId: id } },
      });
      if (!data) throw new Error(`no page for ${id}`);
      return data.data;
    };
    const [victimPage, strangerPage] = [await page(victim), await page(stranger)];
    expect(victimPage.bookings).toHaveLength(1);
    for (const [own, other] of [
      [victimPage, stranger],
      [strangerPage, victim],
    ] as const)
      expect(own.linkSuggestions).toEqual([
        {
          id: expect.any(String),
          otherPatient: { id: other, name: "Meera Iyer" },
          reasons: ["phone", "name"],
          text: "Same phone and name as Meera Iyer",
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
    expect(victimPage.linkSuggestions[0]?.id).toBe(strangerPage.linkSuggestions[0]?.id);
    // The list flags both records.
    const listed = (await w.asAdmin.GET("/api/admin/patients")).data?.data ?? [];
    expect(Object.fromEntries(listed.map((r) => [r.id, r.linkSuggestions]))).toEqual({
      [victim]: 1,
      [stranger]: 1,
    });
    // The suggestion is kept with ids and the shared keys only.
    const stored = (await handle.pool.query("select * from patient_link_suggestions")).rows;
    expect(stored).toEqual([
      expect.objectContaining({
        patient_id: stranger,
        other_patient_id: victim,
        reasons: ["phone", "name"],
        resolved_at: null,
      }),
    ]);
  });

  it("a stranger with Meera's name and email and their own phone on WhatsApp gets a record of their own", async () => {
    const w = await world();
    const victim = (await w.patientOf(await w.paid(meera))) as string;
    const taken = await w.byClinic({ ...meera, phone: strangersPhone, whatsapp: true });
    const stranger = await w.patientOf(taken);
    expect(stranger).not.toBe(victim);
    const page = (
      await w.asAdmin.GET("/api/admin/patients/{patientId}", {
        params: { path: { patientId: victim ?? "" } },
      })
    ).data?.data;
    expect(page?.linkSuggestions).toEqual([
      expect.objectContaining({
        otherPatient: { id: stranger, name: "Meera Iyer" },
        reasons: ["email", "name"],
      }),
    ]);
    expect(page?.linkSuggestions[0]?.text).toBe("Same email and name as Meera Iyer");
  });

  it("a returning patient joins their record: the same email (WhatsApp off, any phone), or email and phone with WhatsApp on", async () => {
    const w = await world();
    const record = (await w.patientOf(await w.paid(meera))) as string;
    const newPhone = await w.paid({ ...meera, phone: strangersPhone });
    const onWhatsApp = await w.paid({ ...meera, whatsapp: true });
    const byClinicOnWhatsApp = await w.byClinic({ ...meera, whatsapp: true });
    for (const id of [newPhone, onWhatsApp, byClinicOnWhatsApp]) expect(await w.patientOf(id)).toBe(record);
    expect(await patients()).toHaveLength(1);
    expect((await handle.pool.query("select * from patient_link_suggestions")).rows).toEqual([]);
  });

  it("the same email with WhatsApp on to a new phone is kept apart: the updates would go to a number not on file", async () => {
    const w = await world();
    const record = (await w.patientOf(await w.paid(meera))) as string;
    const booking = await w.paid({ ...meera, phone: strangersPhone, whatsapp: true });
    const kept = await w.patientOf(booking);
    expect(kept).not.toBe(record);
    const stored = (
      await handle.pool.query("select patient_id, other_patient_id, reasons from patient_link_suggestions")
    ).rows;
    expect(stored).toEqual([{ patient_id: kept, other_patient_id: record, reasons: ["email", "name"] }]);
  });

  it("a WhatsApp opt-in turned off before payment counts as off", async () => {
    const w = await world();
    const record = (await w.patientOf(await w.paid(meera))) as string;
    const held = await w.hold({ ...meera, phone: strangersPhone, whatsapp: true });
    await handle.pool.query("update whatsapp_opt_ins set withdrawn_at = now() where booking_id = $1", [
      held.bookingId,
    ]);
    await handle.pool.query("update bookings set status = 'PAID' where id = $1", [held.bookingId]);
    expect(await linkUnlinkedBookings(handle.db)).toBe(1);
    expect(await w.patientOf(held.bookingId)).toBe(record);
  });

  it("the linking job keeps a stranger's older booking apart the same way, and suggests the pair once", async () => {
    const w = await world();
    const first = await w.paid(meera);
    const taken = await w.paid({ ...meera, email: strangersEmail });
    await handle.pool.query("update bookings set patient_id = null");
    await handle.pool.query("delete from patients");
    expect(await linkUnlinkedBookings(handle.db)).toBe(2);
    const [victim, stranger] = [await w.patientOf(first), await w.patientOf(taken)];
    expect(stranger).not.toBe(victim);
    const stored = (
      await handle.pool.query("select patient_id, other_patient_id, reasons from patient_link_suggestions")
    ).rows;
    expect(stored).toEqual([{ patient_id: stranger, other_patient_id: victim, reasons: ["phone", "name"] }]);
    // The stranger's next booking joins the stranger's own record; no second suggestion.
    const again = await w.paid({ ...meera, email: strangersEmail });
    expect(await w.patientOf(again)).toBe(stranger);
    expect((await handle.pool.query("select count(*)::int as n from patient_link_suggestions")).rows).toEqual(
      [{ n: 1 }],
    );
  });
});

describe("the linking job", () => {
  it("links older bookings once, one record per person, with two servers running it at once", async () => {
    const w = await world();
    const people: Person[] = [
      asha,
      { name: "Lakshmi Rao", email: "lakshmi@example.com", phone: asha.phone },
      { name: "Ravi Kumar", email: "ravi@example.com", phone: "+919222222222" },
    ];
    const ids: string[] = [];
    for (const p of people) ids.push(await w.paid(p), await w.byClinic(p));
    // Bookings from before patient records: none linked, no record.
    await handle.pool.query("update bookings set patient_id = null");
    await handle.pool.query("delete from patients");
    const held = await w.hold({ name: "Not Paid", email: "np@example.com", phone: "+919333333333" });
    const [a, b] = await Promise.all([linkUnlinkedBookings(handle.db), linkUnlinkedBookings(handle.db)]);
    expect((a ?? 0) + (b ?? 0)).toBe(ids.length);
    const rows = await patients();
    expect(rows.map((r) => r.name).sort()).toEqual(["Asha Rao", "Lakshmi Rao", "Ravi Kumar"]);
    for (let i = 0; i < ids.length; i += 2)
      expect(await w.patientOf(ids[i] as string)).toBe(await w.patientOf(ids[i + 1] as string));
    expect(await w.patientOf(held.bookingId)).toBeNull();
    // Nothing left: a second run links nothing.
    expect(await linkUnlinkedBookings(handle.db)).toBe(0);
  });
});
