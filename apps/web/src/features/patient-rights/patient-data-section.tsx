import { formatTime } from "@clinic/contract/format";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { useLocale } from "../../i18n/locale";
import { useRecordTexts } from "../../i18n/record";
import type { RecordTexts } from "../../i18n/record-texts.en";
import { useRefusalText } from "../../i18n/refusal";
import { RecordCodeStep, useRecordSession } from "../record-access";
import { ContactForm } from "./contact-form";
import { MyDataView } from "./my-data-view";
import { type Access, downloadMyData, myDataKey, patientRightsApi } from "./patient-rights-api";
import { type RecordAction, RightsDialogs } from "./rights-dialogs";

type View = "none" | "booking" | "correct-booking" | "record" | "correct-record";

/** What each record-wide action is for, in the code step's first sentence. */
const purposes: Record<RecordAction, keyof RecordTexts["data"]> = {
  "see-all": "purposeSeeAll",
  "correct-all": "purposeCorrectAll",
  withdraw: "purposeWithdraw",
  erase: "purposeErase",
};

/**
 * The manage page's "Your data" section (DPDP Act 2023; decisions 0102, 0113). This booking's own data
 * and details open with the manage link; the whole record (all bookings, the practitioner's notes,
 * correcting every booking's details, withdrawing consent, erasure) first asks for the code sent to the
 * email on the record, and then stays open for the record session's 15 minutes.
 */
export function PatientDataSection({ zone }: { zone: string }) {
  const { bookingId, token, session, close } = useRecordSession();
  const text = useRecordTexts("data");
  const refusal = useRefusalText();
  const locale = useLocale();
  const [view, setView] = useState<View>("none");
  const [waiting, setWaiting] = useState<RecordAction | null>(null);
  const [asking, setAsking] = useState<"withdraw" | "erase" | null>(null);
  const bookingAccess: Access = { bookingId, token, session: null };
  const recordAccess: Access = { bookingId, token, session: session?.recordSession ?? null };
  const wantsRecord = view === "record" || view === "correct-record";
  const booking = useQuery({
    queryKey: myDataKey(bookingId, "booking", locale),
    queryFn: ({ signal }) => patientRightsApi.myData(bookingAccess, locale, signal),
    enabled: view === "booking" || view === "correct-booking",
    retry: false,
  });
  const record = useQuery({
    queryKey: [...myDataKey(bookingId, "record", locale), session?.recordSession],
    queryFn: ({ signal }) => patientRightsApi.myData(recordAccess, locale, signal),
    enabled: wantsRecord && session !== null,
    retry: false,
  });

  const perform = (action: RecordAction) => {
    if (action === "see-all") setView("record");
    else if (action === "correct-all") setView("correct-record");
    else setAsking(action);
  };
  const ask = (action: RecordAction) => {
    if (session) return perform(action);
    setView("none");
    setWaiting(action);
  };
  const toggle = (next: View) => setView(view === next ? "none" : next);
  const shown = wantsRecord ? record.data : booking.data;
  const [done, setDone] = useState<{ withdrawn?: boolean; erasureAsked?: boolean }>({});
  const withdrawn = Boolean(
    done.withdrawn || record.data?.consentWithdrawnAt || booking.data?.consentWithdrawnAt,
  );
  const erasureAsked = Boolean(
    done.erasureAsked || record.data?.erasureRequestedAt || booking.data?.erasureRequestedAt,
  );
  const failed = wantsRecord ? record.error : booking.error;

  return (
    <section aria-labelledby="your-data" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="your-data" className="text-2xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-800">{text.intro}</p>
      <h3 className="mt-6 text-lg font-semibold text-slate-900">{text.thisBooking}</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-expanded={view === "booking"}
          onClick={() => toggle("booking")}
        >
          {view === "booking" ? text.hideBooking : text.seeBooking}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-expanded={view === "correct-booking"}
          onClick={() => toggle("correct-booking")}
        >
          {text.correctBooking}
        </button>
      </div>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{text.allBookings}</h3>
      <p className="mt-2 max-w-2xl text-slate-800">{text.allIntro}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <button type="button" className={buttonStyles.primary} onClick={() => ask("see-all")}>
          {text.seeAll}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => ask("correct-all")}>
          {text.correctAll}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => ask("withdraw")}>
          {text.withdraw}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => ask("erase")}>
          {text.erase}
        </button>
      </div>
      {(withdrawn || erasureAsked) && (
        <ul className="mt-4 list-disc pl-5 text-slate-900">
          {withdrawn && <li>{text.withdrawn}</li>}
          {erasureAsked && <li>{text.erasureAsked}</li>}
        </ul>
      )}
      {session && (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-slate-800" role="status">
          {text.say("openUntil", { time: formatTime(session.expiresAt, zone) })}
          <button
            type="button"
            className={buttonStyles.ghost}
            onClick={() => {
              close();
              if (wantsRecord) setView("none");
            }}
          >
            {text.close}
          </button>
        </p>
      )}
      {waiting && (
        <RecordCodeStep
          key={waiting}
          purpose={text[purposes[waiting]]}
          onOpened={() => {
            perform(waiting);
            setWaiting(null);
          }}
          onCancel={() => setWaiting(null)}
        />
      )}
      {failed && (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {text.say("loadFailed", { reason: locale === "en" ? failed.message : refusal(failed) })}
        </p>
      )}
      {(view === "booking" || view === "record") && shown && (
        <>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-6`}
            onClick={() => downloadMyData(shown)}
          >
            {view === "record" ? text.downloadAll : text.downloadBooking}
          </button>
          <MyDataView data={shown} access={view === "record" ? recordAccess : bookingAccess} zone={zone} />
        </>
      )}
      {(view === "correct-booking" || view === "correct-record") && shown && (
        <ContactForm
          key={view}
          access={view === "correct-record" ? recordAccess : bookingAccess}
          current={shown.contact}
          onDone={() => {
            void (wantsRecord ? record.refetch() : booking.refetch());
            setView("none");
          }}
        />
      )}
      <RightsDialogs
        asking={asking}
        access={recordAccess}
        withdrawn={withdrawn}
        erasureAsked={erasureAsked}
        onDone={(kind) =>
          setDone((d) => (kind === "withdraw" ? { ...d, withdrawn: true } : { ...d, erasureAsked: true }))
        }
        onClose={() => setAsking(null)}
        onSessionEnded={(action) => {
          close();
          setWaiting(action);
        }}
      />
    </section>
  );
}
