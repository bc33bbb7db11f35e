import { roleGroups, roleMay } from "@clinic/contract/staff";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { useStaffRole } from "../auth";
import { SessionNoteEditor } from "./session-note-editor";

/**
 * "Session note" under an appointment's details (the agenda's drawer, the Bookings page's): the editor
 * opens on demand, so a drawer opened for anything else loads no note. Clinical (issue 36): the front
 * desk is not offered it.
 */
export function SessionNoteSection({ bookingId, zone }: { bookingId: string; zone: string }) {
  const [open, setOpen] = useState(false);
  const headingId = `session-note-${bookingId}`;
  if (!roleMay(roleGroups.clinical, useStaffRole())) return null;
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Session note
        </h3>
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close note" : "Open note"}
        </button>
      </div>
      {open && (
        <div className="mt-3">
          <SessionNoteEditor bookingId={bookingId} zone={zone} />
        </div>
      )}
    </section>
  );
}
