import type { Pagination } from "@clinic/contract/admin-bookings";
import { type PatientRow, type PatientsQuery, patientSearchTerms } from "@clinic/contract/patients";
import type { Database } from "../../db/client";
import { searchPatients as searchRows } from "../../db/patient-repository";

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** GET /api/admin/patients: live records whose name, email or phone contains the search, newest visit first. */
export async function searchPatients(
  db: Database,
  q: PatientsQuery,
): Promise<{ items: PatientRow[]; pagination: Pagination }> {
  const { rows, total } = await searchRows(db, patientSearchTerms(q.q), {
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      bookingCount: Number(r.booking_count),
      lastVisitAt: iso(r.last_visit_at),
      linkSuggestions: Number(r.link_suggestions),
    })),
    pagination: { total, page: q.page, pageSize: q.pageSize },
  };
}
