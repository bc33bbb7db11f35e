import { formatDateTime } from "@clinic/contract/format";
import { formatPatientPhone, type PatientRow, patientPageSizes } from "@clinic/contract/patients";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { Link } from "react-router";
import { DataTable } from "../../components/ui/data-table";
import { fieldControlClass } from "../../components/ui/form-field";
import { useClinicZone } from "../../lib/clinic-zone";
import { wideScreenQuery } from "../../lib/use-media-query";
import { patientPath } from "./patients-api";
import { usePatientSearch } from "./use-patient-search";

const column = createColumnHelper<PatientRow>();

/**
 * The list's columns: the name links to the record, flagged when a suggested link waits on the admin
 * (decision 0114); times in the clinic's zone.
 */
export function patientColumns(zone: string): ColumnDef<PatientRow, string>[] {
  return [
    column.accessor("name", {
      id: "name",
      header: "Name",
      cell: (c) => (
        <>
          <Link to={patientPath(c.row.original.id)} className="font-semibold text-brand-800 underline">
            {c.row.original.name || "(no name)"}
          </Link>
          {c.row.original.linkSuggestions > 0 && (
            <span className="ml-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              Suggested link
            </span>
          )}
        </>
      ),
      meta: { card: "title" },
      enableHiding: false,
    }),
    column.accessor((p) => p.email ?? "-", { id: "email", header: "Email" }),
    column.accessor((p) => formatPatientPhone(p.phone) || "-", {
      id: "phone",
      header: "Phone",
      meta: { className: "tabular-nums", width: "w-44" },
    }),
    column.accessor((p) => String(p.bookingCount), {
      id: "bookings",
      header: "Bookings",
      meta: { className: "tabular-nums", width: "w-24" },
    }),
    column.accessor((p) => (p.lastVisitAt ? formatDateTime(p.lastVisitAt, zone) : "-"), {
      id: "lastVisit",
      header: "Last visit",
      meta: { className: "tabular-nums", width: "w-48" },
    }),
  ].map((c) => ({ ...c, enableSorting: false }));
}

/** /admin/patients: the records, searched by the server by name, phone or email, paged. */
export function PatientsPage() {
  const zone = useClinicZone();
  if (!zone)
    return (
      <p role="status" className="text-slate-700">
        Loading...
      </p>
    );
  return <PatientsList zone={zone} />;
}

function PatientsList({ zone }: { zone: string }) {
  const search = usePatientSearch();
  const columns = useMemo(() => patientColumns(zone), [zone]);
  const searchId = useId();
  const hintId = `${searchId}-hint`;
  return (
    <div className="space-y-6">
      <section aria-labelledby="patients-search" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="patients-search" className="text-xl font-semibold text-slate-900">
          Find a patient
        </h2>
        <label htmlFor={searchId} className="mt-3 block text-sm font-semibold text-slate-800">
          Name, phone or email
        </label>
        <input
          id={searchId}
          type="search"
          inputMode="search"
          autoComplete="off"
          maxLength={100}
          aria-describedby={hintId}
          className={`${fieldControlClass} w-full max-w-xl`}
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          Part of a name or email, or at least 3 digits of a phone number.
        </p>
      </section>
      <section
        aria-labelledby="patients-title"
        className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
      >
        <DataTable
          heading={
            <>
              <h2 id="patients-title" className="text-xl font-semibold text-slate-900">
                Patient records
              </h2>
              {search.isError && <p className="mt-1 text-red-700">Failed to load patients</p>}
            </>
          }
          label="Patients"
          data={search.rows ?? []}
          columns={columns}
          getRowId={(p) => p.id}
          rowName={(p) => p.name}
          sorting={[]}
          onSortingChange={() => {}}
          paging={{
            page: search.paging.page,
            pageSize: search.paging.pageSize,
            rowCount: search.total,
            pageSizes: patientPageSizes,
            noun: "patients",
            onChange: (p) => search.setPaging(p),
          }}
          tableFrom={wideScreenQuery}
          busy={search.isFetching}
          empty={
            search.rows && (
              <div className="mt-6 text-center text-slate-700">
                <p className="text-lg font-semibold text-slate-900">No patients found</p>
                <p>
                  {search.searched
                    ? "Try part of the name, the email, or the last digits of the phone."
                    : "A patient record is made when a booking is paid or made by the clinic."}
                </p>
              </div>
            )
          }
        />
      </section>
    </div>
  );
}
