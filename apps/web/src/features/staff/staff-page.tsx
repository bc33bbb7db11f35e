import { type StaffMember, type StaffRequestValid, staffRoleLabels } from "@clinic/contract/staff";
import { useQuery } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { DataTable, type SortingState } from "../../components/ui/data-table";
import { RowDialogs } from "../../components/ui/row-dialogs";
import { useClinicCalendar } from "../../lib/clinic-calendar";
import { useListWrites } from "../../lib/use-list-writes";
import { staffApi, staffKey } from "./staff-api";
import { StaffForm } from "./staff-form";

const column = createColumnHelper<StaffMember>();
const columns = [
  column.accessor("name", { header: "Name", meta: { card: "title" }, enableHiding: false }),
  column.accessor("email", { header: "Email" }),
  column.accessor((m) => `${staffRoleLabels[m.role]}${m.isAdminEmail ? " (ADMIN_EMAIL)" : ""}`, {
    id: "role",
    header: "Role",
  }),
  // A practitioner's own details at a glance (issue 34); "Clinic's" where they follow Settings.
  column.accessor((m) => m.registrationNumber ?? "", {
    id: "registrationNumber",
    header: "Registration No.",
    cell: (c) => c.getValue() || "Clinic's",
  }),
  column.accessor((m) => (m.businessHours ? "Own" : "Clinic's"), { id: "hours", header: "Hours" }),
  column.accessor((m) => m.colour ?? "", {
    id: "colour",
    header: "Colour",
    enableSorting: false,
    cell: (c) =>
      c.getValue() ? (
        <span
          role="img"
          aria-label={`Colour ${c.getValue()}`}
          className="inline-block size-5 rounded border border-slate-300"
          style={{ backgroundColor: c.getValue() }}
        />
      ) : (
        "None"
      ),
  }),
];

/** What each role may do, said once under the form (the server's `roleGroups`). */
const roleHelp =
  "Owners manage staff, prices, payments and settings. Practitioners also see intake answers, notes and measurements. The front desk books, moves and cancels appointments and takes payments, without clinical data.";

/**
 * Admin → Users (issue 34): the clinic's staff. An owner adds a member (who gets a sign-in link by
 * email), changes a role, or removes a member (their sessions end). ADMIN_EMAIL stays an owner.
 */
export function StaffPage() {
  const query = useQuery({ queryKey: staffKey, queryFn: ({ signal }) => staffApi.list(signal) });
  // An own week of hours starts from the clinic's (Settings); owners alone see this screen and Settings.
  const clinicHours = useClinicCalendar().data?.businessHours;
  const [sorting, setSorting] = useState<SortingState>([]);
  const writes = useListWrites<StaffMember, StaffRequestValid>(staffKey, staffApi, {
    noun: "staff member",
    removal: "remove",
  });

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="add-staff-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="add-staff-heading" className="mb-1 text-lg font-semibold text-slate-900">
          Add a staff member
        </h2>
        <p className="mb-4 text-sm text-slate-700">{roleHelp}</p>
        <StaffForm
          clinicHours={clinicHours}
          submitLabel="Add staff member"
          onSubmit={(values) => writes.add.mutateAsync(values)}
        />
      </section>
      <section aria-labelledby="staff-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        {query.isError && (
          <p role="alert" className="mb-3 text-red-700">
            Failed to fetch data. {(query.error as Error).message}
          </p>
        )}
        <DataTable
          label="Staff"
          heading={
            <h2 id="staff-heading" className="text-lg font-semibold text-slate-900">
              Staff
            </h2>
          }
          data={query.data ?? []}
          columns={columns}
          getRowId={(m) => m.id}
          rowName={(m) => m.name}
          sorting={sorting}
          onSortingChange={setSorting}
          busy={query.isFetching}
          empty={<p className="mt-3 text-slate-700">No staff yet.</p>}
          rowActions={(m) => [
            { label: "Edit", onSelect: () => writes.setEditing(m) },
            // ADMIN_EMAIL is always an owner: it is renamed, never removed.
            ...(m.isAdminEmail
              ? []
              : [{ label: "Remove", tone: "danger" as const, onSelect: () => writes.setRemoving(m) }]),
          ]}
        />
      </section>
      <RowDialogs
        writes={writes}
        form={(member, save) => (
          <StaffForm
            member={member}
            isAdminEmail={member.isAdminEmail}
            clinicHours={clinicHours}
            submitLabel="Save changes"
            onSubmit={save}
          />
        )}
        question={(member) =>
          `${member.email} can no longer sign in, and their open sessions end now. The audit log keeps what they did.`
        }
      />
    </div>
  );
}
