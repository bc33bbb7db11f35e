import { formatDateKey, formatDateTime, formatMoney, formatZoneName } from "@clinic/contract/format";
import { limbLabels } from "@clinic/contract/measurements";
import type { MyData } from "@clinic/contract/patient-rights";
import { formatPatientPhone, messageKindLabel } from "@clinic/contract/patients";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type Access, myPhotoKey, patientRightsApi } from "./patient-rights-api";

/**
 * A `blob:` URL for the bytes while they are shown, revoked when they change or the photo goes. Made from
 * the cached bytes, not per render: a URL revoked while its <img> still loads draws a broken image.
 */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/**
 * The patient's own photo: its bytes fetched with the manage token in a header and drawn from a `blob:`
 * URL (the Content-Security-Policy's img-src allows `blob:` for this), so neither the token nor the
 * picture is ever in an address (health data never goes in URLs).
 */
function Photo({ photoId, access, label }: { photoId: string; access: Access; label: string }) {
  const bytes = useQuery({
    queryKey: myPhotoKey(photoId, access),
    queryFn: ({ signal }) => patientRightsApi.photo(photoId, access, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const src = useObjectUrl(bytes.data);
  if (src)
    return (
      <img src={src} alt={label} className="h-32 w-32 rounded-lg border border-slate-300 object-cover" />
    );
  return (
    <span className="text-sm text-slate-700">
      {label}
      {bytes.isError ? ": it could not be shown just now." : ""}
    </span>
  );
}

/**
 * The export as a page a person can read: every value is text in React's escaping (intake answers
 * are shown inert), grouped as the JSON file is.
 */
export function MyDataView({ data, access, zone: tz }: { data: MyData; access: Access; zone: string }) {
  const h3 = "mt-6 text-lg font-semibold text-slate-900";
  const whole = data.scope === "record";
  return (
    <div
      className="mt-6 rounded-xl border border-slate-300 bg-white p-4 text-slate-900"
      data-testid="my-data"
    >
      {/* In the zone the manage page shows the consultation in, named, so every time reads alike. */}
      <p className="font-semibold">
        {whole
          ? "Everything the clinic holds about you, from all your bookings."
          : "What the clinic holds for this booking. Your other bookings and your practitioner's notes are in your whole record: choose “See all my data”."}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Times are in {formatZoneName(tz)} ({tz}).
      </p>
      <h3 className="mt-4 text-lg font-semibold">Your contact details</h3>
      {data.erasedAt && (
        <p className="mt-2 font-semibold">Your data was erased on {formatDateTime(data.erasedAt, tz)}.</p>
      )}
      <dl className="mt-2 grid gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-700">Name</dt>
          <dd>{data.contact.name || "-"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Email</dt>
          <dd className="break-all">{data.contact.email ?? "-"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Phone</dt>
          <dd>{data.contact.phone ? formatPatientPhone(data.contact.phone) : "-"}</dd>
        </div>
      </dl>
      <h3 className={h3}>Bookings ({data.bookings.length})</h3>
      <ul className="mt-2 space-y-2">
        {data.bookings.map((b) => (
          <li key={b.bookingId} className="rounded-lg bg-slate-50 p-3">
            <span className="font-semibold">{b.reference}</span> · {formatDateTime(b.startAt, tz)} ·{" "}
            {b.status} · {formatMoney(b.amount, b.currency)}
            {b.notes && <p className="mt-1 whitespace-pre-wrap">{b.notes}</p>}
          </li>
        ))}
      </ul>
      <h3 className={h3}>Consents</h3>
      {data.consents.length === 0 && <p className="mt-2">None recorded.</p>}
      <ul className="mt-2 list-disc pl-5">
        {data.consents.map((c) => (
          <li key={`${c.bookingId}-${c.kind}`}>
            {c.kind === "processing" ? "Processing of your data" : "Video consultation"} (notice{" "}
            {c.noticeVersion}), given {formatDateTime(c.givenAt, tz)}
            {c.withdrawnAt ? `, withdrawn ${formatDateTime(c.withdrawnAt, tz)}` : ""}
          </li>
        ))}
      </ul>
      {(data.whatsappOptIns ?? []).length > 0 && (
        <>
          <h3 className={h3}>WhatsApp updates</h3>
          <ul className="mt-2 list-disc pl-5">
            {(data.whatsappOptIns ?? []).map((o) => (
              <li key={`${o.bookingId}-${o.givenAt}`} className="break-words">
                To {o.phone}: “{o.wording}”, agreed {formatDateTime(o.givenAt, tz)}
                {o.withdrawnAt ? `, turned off ${formatDateTime(o.withdrawnAt, tz)}` : ""}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={h3}>Intake answers</h3>
      {data.intakes.length === 0 && <p className="mt-2">None.</p>}
      {data.intakes.map((i) => (
        <dl key={i.bookingId} className="mt-2 rounded-lg bg-slate-50 p-3">
          {i.questionsAndAnswers.map(({ question, answer }) => (
            <div key={question} className="mt-1">
              <dt className="text-sm text-slate-700">{question}</dt>
              <dd className="whitespace-pre-wrap break-words">{answer}</dd>
            </div>
          ))}
        </dl>
      ))}
      <h3 className={h3}>Photos ({data.photos.length})</h3>
      <div className="mt-2 flex flex-wrap gap-3">
        {data.photos.map((p, n) => (
          <Photo key={p.photoId} photoId={p.photoId} access={access} label={`Photo ${n + 1}`} />
        ))}
      </div>
      <h3 className={h3}>Messages sent ({data.messages.length})</h3>
      <ul className="mt-2 list-disc pl-5">
        {data.messages.map((m) => (
          <li key={`${m.kind}-${m.sentAt}`}>
            {messageKindLabel(m.kind)} by {m.channel}, {formatDateTime(m.sentAt, tz)}
          </li>
        ))}
      </ul>
      {whole && (
        <>
          <h3 className={h3}>The practitioner's notes</h3>
          {data.practitionerNotes.length === 0 && <p className="mt-2">None.</p>}
          {data.practitionerNotes.map((n) => (
            <p key={n.createdAt} className="mt-2 whitespace-pre-wrap rounded-lg bg-slate-50 p-3">
              {n.body}
              <span className="mt-1 block text-sm text-slate-700">{formatDateTime(n.createdAt, tz)}</span>
            </p>
          ))}
        </>
      )}
      <h3 className={h3}>Limb measurements ({data.measurements.length})</h3>
      <ul className="mt-2 list-disc pl-5">
        {data.measurements.map((m) => (
          <li key={m.id} className="break-words">
            {formatDateKey(m.takenOn)}, {limbLabels[m.limb].toLowerCase()}: {m.affectedCm.join(", ")} cm
            {m.otherCm ? ` (other limb ${m.otherCm.join(", ")} cm)` : ""}, {m.affectedVolumeMl} ml
            {m.differencePercent !== null ? `, difference ${m.differencePercent} %` : ""}
            {m.notes ? `. Notes: ${m.notes}` : ""}
            {m.homeCareNote ? `. Home care: ${m.homeCareNote}` : ""}
          </li>
        ))}
      </ul>
      <h3 className={h3}>How your data is used</h3>
      <ul className="mt-2 list-disc pl-5">
        {data.processing.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
