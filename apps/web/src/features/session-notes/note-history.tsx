import { formatDateTime } from "@clinic/contract/format";
import {
  type SessionNote,
  type SessionNoteField,
  type SessionNoteValue,
  sessionNoteVersionLabels,
} from "@clinic/contract/session-notes";

const shown = (value: SessionNoteValue) => (value === true ? "Yes" : value === false ? "No" : String(value));

/** Every version of the note, newest first: what it was, who saved it and when, and what it said. */
export function NoteHistory({
  note,
  fields,
  zone,
}: {
  note: SessionNote;
  fields: readonly SessionNoteField[];
  zone: string;
}) {
  const labelOf = (id: string) => fields.find((f) => f.id === id)?.label ?? id;
  return (
    <section aria-labelledby="note-history-heading" className="mt-4">
      <h4 id="note-history-heading" className="font-semibold text-slate-900">
        History
      </h4>
      <ol className="mt-2 space-y-2" data-testid="note-history">
        {[...note.versions].reverse().map((v) => (
          <li key={v.number} className="rounded-lg border border-slate-200 p-2 text-sm">
            <details>
              <summary className="cursor-pointer">
                <span className="font-semibold">
                  {v.number}. {sessionNoteVersionLabels[v.kind]}
                </span>{" "}
                by {v.author}, {formatDateTime(v.savedAt, zone)}
              </summary>
              <dl className="mt-2 grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-2 gap-y-1">
                {Object.entries(v.fields).map(([id, value]) => (
                  <div key={id} className="contents">
                    <dt className="text-slate-700">{labelOf(id)}</dt>
                    <dd className="break-words whitespace-pre-wrap text-slate-900">{shown(value)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
