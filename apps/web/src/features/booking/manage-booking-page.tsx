import type { ManageView } from "@clinic/contract/booking";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { ManageSection } from "../../components/ui/manage-section";
import { toast } from "../../components/ui/toast";
import { useLocalePath } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { useRefusalText } from "../../i18n/refusal";
import { api } from "../../lib/api-client";
import { MyExercisesSection } from "../exercises";
import { MyGarmentCheckInsSection } from "../garment-check-ins";
import { MyMeasurementsSection } from "../measurements";
import { MyPackagesSection } from "../packages";
import { PatientDataSection } from "../patient-rights";
import { MyQuestionnairesSection } from "../questionnaires";
import { RecordSessionProvider } from "../record-access";
import { IntakeSection } from "./intake-section";
import { ManageSummary } from "./manage-summary";
import { MessageLanguage } from "./message-language";
import { ReceiptDownloadButton } from "./receipt-download";
import { SlotChooser } from "./slot-chooser";
import { WhatsAppUpdates } from "./whatsapp-updates";

/**
 * /manage/{bookingId}#token=…: the patient reschedules or cancels until the cut-off. The token
 * stays in the fragment (never sent in a URL, so never in a log) and travels in a POST body.
 */
type Change = { kind: "cancel" } | { kind: "reschedule"; newSlotId: string };

export function ManageBookingPage({ bookingId }: { bookingId: string }) {
  const [token, setToken] = useState<string | null>(null);
  const [view, setView] = useState<ManageView | null>(null);
  // "incomplete" is a link without its token; anything else is the call's failure, told in the page's language.
  const [failure, setFailure] = useState<{ error: unknown } | "incomplete" | null>(null);
  const [mode, setMode] = useState<"view" | "reschedule" | "cancel">("view");
  const text = useManageTexts("manage");
  const words = useManageTexts("booking");
  const localePath = useLocalePath();
  const refusal = useRefusalText();

  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get("token");
    setToken(found);
    if (!found) {
      setFailure("incomplete");
      return;
    }
    api.post
      .data("/api/public/bookings/{bookingId}/manage", {
        params: { path: { bookingId } },
        body: { token: found },
      })
      .then(setView, (error: unknown) => setFailure({ error }));
  }, [bookingId]);

  const act = useMutation({
    mutationFn: async ({ token, change }: { token: string; change: Change; done: string }) => {
      const params = { path: { bookingId } };
      return change.kind === "reschedule"
        ? api.post.data("/api/public/bookings/{bookingId}/reschedule", {
            params,
            body: { token, newSlotId: change.newSlotId },
          })
        : api.post.data("/api/public/bookings/{bookingId}/cancel", { params, body: { token } });
    },
    onSuccess: (updated, { done }) => {
      setView(updated);
      setMode("view");
      toast.success(done);
    },
    onError: (e, { change }) =>
      toast.error(change.kind === "cancel" ? text.cancelFailed : text.rescheduleFailed, {
        description: refusal(e),
      }),
  });
  const busy = act.isPending;
  const run = (change: Change, done: string) => {
    if (token) act.mutate({ token, change, done });
  };

  if (failure)
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold text-slate-900">{text.heading}</h1>
        <p className="mt-4 text-slate-800">
          {failure === "incomplete" ? text.incomplete : refusal(failure.error)}
        </p>
        <Link to={localePath("/")} className={`${buttonStyles.secondary} mt-8`}>
          {words.returnHome}
        </Link>
      </section>
    );
  if (!view)
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <p className="text-slate-800">{words.loading}</p>
      </section>
    );

  const page = (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{text.heading}</h1>
      <ManageSummary view={view} />
      {!view.canChange && view.paymentStatus === "PAID" && (
        <p className="mt-6 text-slate-800">{text.noChanges}</p>
      )}
      {view.canChange && mode === "view" && (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonStyles.secondary} onClick={() => setMode("reschedule")}>
            {text.reschedule}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setMode("cancel")}>
            {text.cancel}
          </button>
        </div>
      )}
      {mode === "reschedule" && (
        <div className="mt-8">
          <SlotChooser
            kindId={view.kind.id}
            busy={busy}
            continueLabel={busy ? text.moving : text.moveHere}
            onPick={(newSlotId) => run({ kind: "reschedule", newSlotId }, text.moved)}
          />
          <button type="button" className={`${buttonStyles.ghost} mt-4`} onClick={() => setMode("view")}>
            {text.back}
          </button>
        </div>
      )}
      {token && view.paymentStatus === "PAID" && mode === "view" && (
        <ManageSection id="intake" heading={words.beforeConsultation}>
          <IntakeSection bookingId={bookingId} token={token} />
        </ManageSection>
      )}
      {mode === "cancel" && (
        <div
          className="mt-8 rounded-xl border border-red-800 bg-red-50 p-4 text-slate-900"
          role="alertdialog"
          aria-labelledby="cancel-q"
        >
          <p id="cancel-q" className="font-semibold">
            {text.cancelQuestion}
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={busy}
              onClick={() => run({ kind: "cancel" }, text.cancelled)}
            >
              {text.yesCancel}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setMode("view")}>
              {text.keep}
            </button>
          </div>
        </div>
      )}
      {token && mode === "view" && <MyMeasurementsSection />}
      {token && mode === "view" && <MyExercisesSection />}
      {token && mode === "view" && <MyQuestionnairesSection />}
      {token && mode === "view" && <MyGarmentCheckInsSection />}
      {token && mode === "view" && <MyPackagesSection slotPicker={SlotChooser} />}
      {/* A cancelled booking gets no more updates to turn off (issue 32: it said "On"). */}
      {token && mode === "view" && view.paymentStatus !== "CANCELLED" && (
        <>
          <MessageLanguage bookingId={bookingId} token={token} initial={view.locale} />
          <WhatsAppUpdates bookingId={bookingId} token={token} />
        </>
      )}
      {token && mode === "view" && (view.paymentStatus === "PAID" || view.paymentStatus === "CANCELLED") && (
        // The receipt (and after a cancellation its credit note), with the manage token as Bearer (decision 0105).
        <section aria-labelledby="receipt-heading" className="mt-12 border-t border-slate-200 pt-8">
          <h2 id="receipt-heading" className="text-2xl font-bold text-slate-900">
            {text.receiptHeading}
          </h2>
          <p className="mt-2 text-slate-800">{text.receiptAbout}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <ReceiptDownloadButton bookingId={bookingId} token={token} />
            {view.paymentStatus === "CANCELLED" && (
              <ReceiptDownloadButton bookingId={bookingId} token={token} kind="credit-note" />
            )}
          </div>
        </section>
      )}
      {token && mode === "view" && <PatientDataSection zone={view.timezone} />}
    </section>
  );
  // The booking's token opens its own data; the code of record access opens the rest (decision 0113).
  return token ? (
    <RecordSessionProvider bookingId={bookingId} token={token}>
      {page}
    </RecordSessionProvider>
  ) : (
    page
  );
}
