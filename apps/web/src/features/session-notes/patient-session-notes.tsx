import { formatDate, formatDateTime } from "@clinic/contract/format";
import type { SessionNoteSummary } from "@clinic/contract/session-notes";
import { useQuery } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { compactButton } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { Drawer } from "../../components/ui/drawer";
import { SessionNoteEditor } from "./session-note-editor";
import { patientSessionNotesKey, sessionNotesApi, sessionNoteTemplatesKey } from "./session-notes-api";

const column = createColumnHelper<SessionNoteSummary>();

function stateOf(n: SessionNoteSummary, zone: string): string {
  if (!n.signedAt) return "Draft";
  const amended = n.amendments > 0 ? `, ${n.amendments} amendment${n.amendments === 1 ? "" : "s"}` : "";
  return `${n.locked ? "Locked" : "Signed"} ${formatDateTime(n.signedAt, zone)}${amended}`;
}

/** The patient's session notes by appointment date, newest first; each opens in the note editor. */
export function PatientSessionNotes({ patientId, zone }: { patientId: string; zone: string }) {
  const notes = useQuery({
    queryKey: patientSessionNotesKey(patientId),
    queryFn: ({ signal }) => sessionNotesApi.ofPatient(patientId, signal),
  });
  const templates = useQuery({
    queryKey: sessionNoteTemplatesKey,
    queryFn: ({ signal }) => sessionNotesApi.templates(signal),
  });
  const [open, setOpen] = useState<SessionNoteSummary | null>(null);
  const templateName = (id: string) => templates.data?.items.find((t) => t.id === id)?.name ?? id;
  if (notes.isError)
    return (
      <p role="alert" className="text-red-700">
        The session notes could not be loaded.
      </p>
    );
  const columns = [
    column.accessor((n) => formatDate(n.startAt, zone), { id: "date", header: "Appointment" }),
    column.accessor((n) => templateName(n.templateId), { id: "template", header: "Template" }),
    column.accessor("author", { header: "Author", meta: { wrap: true } }),
    column.accessor((n) => stateOf(n, zone), { id: "state", header: "State", meta: { wrap: true } }),
    column.display({
      id: "open",
      header: () => <span className="sr-only">Open</span>,
      cell: ({ row: { original: n } }) => (
        <button
          type="button"
          className={`${compactButton} border-slate-400 text-slate-900`}
          onClick={() => setOpen(n)}
          aria-label={`Open the note of ${formatDate(n.startAt, zone)}`}
        >
          Open
        </button>
      ),
    }),
  ];
  return (
    <>
      <DataTable
        data={notes.data?.items ?? []}
        columns={columns}
        getRowId={(n) => n.bookingId}
        narrow="cards"
        columnsMenu={false}
        testId="patient-session-notes"
        empty={
          <p className="text-slate-700">
            {notes.isPending
              ? "Loading..."
              : "No session notes yet. Write one from the agenda's appointment."}
          </p>
        }
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title="Session note"
        description={open ? formatDate(open.startAt, zone) : undefined}
      >
        {open && <SessionNoteEditor bookingId={open.bookingId} zone={zone} />}
      </Drawer>
    </>
  );
}
