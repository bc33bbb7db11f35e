import { formatDateKey, formatDateTime, formatMoney, formatZoneName } from "@clinic/contract/format";
import { messageKindLabel } from "@clinic/contract/message-kinds";
import type { MyData } from "@clinic/contract/patient-rights";
import { formatPatientPhone } from "@clinic/contract/patients";
import type { SessionNoteValue } from "@clinic/contract/session-notes";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useClinicWords } from "../../i18n/clinic-words";
import { useLocale } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { useRecordTexts } from "../../i18n/record";
import { intakeAnswersIn } from "./intake-answers-in";
import { type Access, myPhotoKey, patientRightsApi } from "./patient-rights-api";

/** A field its template no longer has, by its id ("painScore", "mld-minutes") in plain letters. */
function fieldInWords(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A note's values in its template's order (`labels` is in that order); a value off the template last. */
function inTemplateOrder(fields: Record<string, SessionNoteValue>, labels: Record<string, string>) {
  const order = Object.keys(labels);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b));
}

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
  const text = useRecordTexts("view");
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
      {bytes.isError ? text.photoFailed : ""}
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
  const checkInWords = useRecordTexts("garmentCheckIns");
  const text = useRecordTexts("view");
  const kinds = useRecordTexts("kinds");
  const statuses = useRecordTexts("statuses");
  const limbs = useRecordTexts("limbs");
  const locale = useLocale();
  const intakeWords = useClinicWords().intake;
  const yesNo = useManageTexts("intake");
  const when = (at: string) => formatDateTime(at, tz, locale);
  return (
    <div
      className="mt-6 rounded-xl border border-slate-300 bg-white p-4 text-slate-900"
      data-testid="my-data"
    >
      {/* In the zone the manage page shows the consultation in, named, so every time reads alike. */}
      <p className="font-semibold">{whole ? text.whole : text.booking}</p>
      <p className="mt-1 text-sm text-slate-700">
        {text.say("zone", { name: formatZoneName(tz), zone: tz })}
      </p>
      <h3 className="mt-4 text-lg font-semibold">{text.contact}</h3>
      {data.erasedAt && (
        <p className="mt-2 font-semibold">{text.say("erased", { date: when(data.erasedAt) })}</p>
      )}
      <dl className="mt-2 grid gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-700">{text.name}</dt>
          <dd>{data.contact.name || "-"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{text.email}</dt>
          <dd className="break-all">{data.contact.email ?? "-"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{text.phone}</dt>
          <dd>{data.contact.phone ? formatPatientPhone(data.contact.phone) : "-"}</dd>
        </div>
      </dl>
      <h3 className={h3}>{text.say("bookings", { count: data.bookings.length })}</h3>
      <ul className="mt-2 space-y-2">
        {data.bookings.map((b) => (
          <li key={b.bookingId} className="rounded-lg bg-slate-50 p-3">
            <span className="font-semibold">{b.reference}</span> · {when(b.startAt)} ·{" "}
            {statuses[b.status] ?? b.status} · {formatMoney(b.amount, b.currency)}
            {b.notes && <p className="mt-1 whitespace-pre-wrap">{b.notes}</p>}
          </li>
        ))}
      </ul>
      <h3 className={h3}>{text.consents}</h3>
      {data.consents.length === 0 && <p className="mt-2">{text.noneRecorded}</p>}
      <ul className="mt-2 list-disc pl-5">
        {data.consents.map((c) => (
          <li key={`${c.bookingId}-${c.kind}`}>
            {text.say("consent", {
              kind: c.kind === "processing" ? text.processing : text.video,
              version: c.noticeVersion,
              date: when(c.givenAt),
            })}
            {c.withdrawnAt ? text.say("consentWithdrawn", { date: when(c.withdrawnAt) }) : ""}
          </li>
        ))}
      </ul>
      {(data.whatsappOptIns ?? []).length > 0 && (
        <>
          <h3 className={h3}>{text.whatsapp}</h3>
          <ul className="mt-2 list-disc pl-5">
            {(data.whatsappOptIns ?? []).map((o) => (
              <li key={`${o.bookingId}-${o.givenAt}`} className="break-words">
                {text.say("optIn", { phone: o.phone, wording: o.wording, date: when(o.givenAt) })}
                {o.withdrawnAt ? text.say("optInOff", { date: when(o.withdrawnAt) }) : ""}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={h3}>{text.intake}</h3>
      {data.intakes.length === 0 && <p className="mt-2">{text.none}</p>}
      {data.intakes.map((i) => (
        <dl key={i.bookingId} className="mt-2 rounded-lg bg-slate-50 p-3">
          {intakeAnswersIn(i, intakeWords, yesNo).map(({ questionId, question, answer }) => (
            <div key={questionId} className="mt-1">
              <dt className="text-sm text-slate-700">{question}</dt>
              <dd className="whitespace-pre-wrap break-words">{answer}</dd>
            </div>
          ))}
        </dl>
      ))}
      <h3 className={h3}>{text.say("photos", { count: data.photos.length })}</h3>
      <div className="mt-2 flex flex-wrap gap-3">
        {data.photos.map((p, n) => (
          <Photo
            key={p.photoId}
            photoId={p.photoId}
            access={access}
            label={text.say("photo", { number: n + 1 })}
          />
        ))}
      </div>
      <h3 className={h3}>{text.say("messages", { count: data.messages.length })}</h3>
      <ul className="mt-2 list-disc pl-5">
        {data.messages.map((m) => (
          <li key={`${m.kind}-${m.sentAt}`}>
            {text.say("message", {
              kind: messageKindLabel(m.kind, kinds),
              channel: m.channel === "email" || m.channel === "whatsapp" ? kinds[m.channel] : m.channel,
              date: when(m.sentAt),
            })}
          </li>
        ))}
      </ul>
      {whole && (
        <>
          <h3 className={h3}>{text.notes}</h3>
          {data.practitionerNotes.length === 0 && <p className="mt-2">{text.none}</p>}
          {data.practitionerNotes.map((n) => (
            <p key={n.createdAt} className="mt-2 whitespace-pre-wrap rounded-lg bg-slate-50 p-3">
              {n.body}
              <span className="mt-1 block text-sm text-slate-700">{when(n.createdAt)}</span>
            </p>
          ))}
        </>
      )}
      <h3 className={h3}>{text.say("measurements", { count: data.measurements.length })}</h3>
      <ul className="mt-2 list-disc pl-5">
        {data.measurements.map((m) => (
          <li key={m.id} className="break-words">
            {text.say("measurement", {
              date: formatDateKey(m.takenOn, locale),
              limb: limbs[m.limb].toLowerCase(),
              cm: m.affectedCm.join(", "),
            })}
            {m.otherCm ? text.say("otherLimb", { cm: m.otherCm.join(", ") }) : ""}
            {text.say("volume", { ml: m.affectedVolumeMl })}
            {m.differencePercent !== null ? text.say("difference", { percent: m.differencePercent }) : ""}
            {m.notes ? text.say("measurementNotes", { notes: m.notes }) : ""}
            {m.homeCareNote ? text.say("homeCare", { note: m.homeCareNote }) : ""}
          </li>
        ))}
      </ul>
      <h3 className={h3}>{text.say("questionnaires", { count: data.questionnaires.length })}</h3>
      <ul className="mt-2 list-disc pl-5">
        {data.questionnaires.map((q) => (
          <li key={q.id} className="break-words">
            {text.say("questionnaire", {
              name: q.instrumentName,
              date: when(q.sentAt),
              status: q.status === "answered" ? text.answered : text.notAnswered,
            })}
          </li>
        ))}
      </ul>
      <h3 className={h3}>{text.say("sessionNotes", { count: data.sessionNotes?.length ?? 0 })}</h3>
      {(data.sessionNotes ?? []).map((n) => (
        <div key={n.id} className="mt-2 rounded-lg bg-slate-50 p-3">
          <p className="text-sm text-slate-700">{text.say("sessionNote", { date: when(n.createdAt) })}</p>
          <dl>
            {inTemplateOrder(n.fields, n.labels).map(([field, value]) => (
              <div key={field} className="mt-1">
                <dt className="text-sm text-slate-700">{n.labels[field] ?? fieldInWords(field)}</dt>
                <dd className="whitespace-pre-wrap break-words">
                  {typeof value === "boolean" ? (value ? yesNo.yes : yesNo.no) : String(value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {data.exercises?.programme && (
        <>
          <h3 className={h3}>{text.exercises}</h3>
          <p className="mt-2">
            {text.say("exercisesSummary", {
              count: data.exercises.programme.items.length,
              date: formatDateKey(data.exercises.programme.startsOn, locale),
              days: data.exercises.log.filter((d) => d.done.length > 0).length,
            })}
          </p>
        </>
      )}
      {data.garmentCheckIns && (
        <>
          <h3 className={h3}>{text.say("checkIns", { count: data.garmentCheckIns.items.length })}</h3>
          <ul className="mt-2 list-disc pl-5">
            {data.garmentCheckIns.items.map((c) => (
              <li key={c.id}>
                {text.say("checkIn", {
                  date: formatDateKey(c.dueOn, locale),
                  answer:
                    c.hoursPerDay === null
                      ? text.notAnswered
                      : checkInWords.say("hoursADay", { hours: c.hoursPerDay }),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {(data.packages ?? []).length > 0 && (
        <>
          <h3 className={h3}>{text.say("packages", { count: data.packages?.length ?? 0 })}</h3>
          <ul className="mt-2 list-disc pl-5">
            {data.packages?.map((p) => (
              <li key={p.purchaseId}>
                {text.say("packageLine", {
                  name: p.name,
                  total: p.sessionsTotal,
                  left: p.sessionsLeft,
                  amount: formatMoney(p.amountInPaisa, p.currency),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={h3}>{text.used}</h3>
      <ul className="mt-2 list-disc pl-5">
        {data.processing.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
