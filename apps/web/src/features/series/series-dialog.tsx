import type { SeriesPreview, SeriesRequestValid } from "@clinic/contract/series";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { Dialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { todayKey } from "../../lib/clinic-zone";
import { showServerFieldErrors } from "../../lib/server-field-errors";
import { useAgenda } from "../agenda";
import { useKinds } from "../appointment-kinds";
import { usePurchases } from "../packages";
import { seriesApi } from "./series-api";
import { SeriesForm, seriesFieldNames, useSeriesForm } from "./series-form";
import { SeriesPreviewList } from "./series-preview";

type Plan = { request: SeriesRequestValid; preview: SeriesPreview };

/**
 * "Book a series" on a patient's page (issue 35): the request, then its preview (dates, skipped dates,
 * the package's sessions left after), then booking. The form stays mounted under the preview so "Back"
 * keeps what was typed and a refusal about a field lands under it.
 */
export function SeriesDialog({
  open,
  patientId,
  zone,
  onClose,
  onBooked,
}: {
  open: boolean;
  patientId: string;
  zone: string;
  onClose(): void;
  /** Refreshes the patient's bookings and their packages' sessions left. */
  onBooked(): void;
}) {
  const today = todayKey(zone);
  // The agenda lists everyone who sees patients, for every role (the staff list is the owners').
  const agenda = useAgenda(today, today);
  const kinds = useKinds();
  const purchases = usePurchases(patientId);
  const form = useSeriesForm(today);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setPlan(null);
    setRefusal(null);
    form.reset();
    onClose();
  };
  /** A field's refusal goes back to the form, under the field; anything else is said in the dialog. */
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      setPlan(null);
      showServerFieldErrors(error, seriesFieldNames, form.setError);
    } else setRefusal(error instanceof Error ? error.message : "The series was not booked.");
  };
  const preview = async (request: SeriesRequestValid) => {
    setRefusal(null);
    try {
      setPlan({ request, preview: await seriesApi.preview(patientId, request) });
    } catch (error) {
      refused(error);
    }
  };
  const book = useMutation({
    mutationFn: (request: SeriesRequestValid) => seriesApi.book(patientId, request),
    onSuccess: (answer) => {
      toast.success(answer.message ?? "Series booked");
      onBooked();
      close();
    },
    onError: refused,
  });
  const loadError = agenda.error ?? kinds.error ?? purchases.error;
  const ready = agenda.data && kinds.data && purchases.data;
  const count = plan?.preview.sessions.length ?? 0;
  return (
    <Dialog open={open} onClose={close} title="Book a series" size="lg">
      {loadError ? (
        <p role="alert" className="mt-4 text-red-700">
          Failed to load the form. {loadError.message}
        </p>
      ) : !ready ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading...
        </p>
      ) : (
        <>
          <div hidden={plan !== null}>
            <SeriesForm
              form={form}
              kinds={kinds.data.items.filter((k) => !k.archived)}
              practitioners={agenda.data.practitioners}
              purchases={purchases.data.items}
              onPreview={preview}
            />
          </div>
          {plan && <SeriesPreviewList preview={plan.preview} zone={zone} />}
          {refusal && (
            <p role="alert" className="mt-4 font-medium text-red-700">
              {refusal}
            </p>
          )}
          {plan && (
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button type="button" className={buttonStyles.secondary} onClick={() => setPlan(null)}>
                Back
              </button>
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={count === 0 || book.isPending}
                onClick={() => book.mutate(plan.request)}
              >
                {book.isPending ? "Booking..." : `Book ${count} ${count === 1 ? "session" : "sessions"}`}
              </button>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}

/** The patient page's "Book a series" button with its dialog. */
export function BookSeriesButton(props: { patientId: string; zone: string; onBooked(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        Book a series
      </button>
      <SeriesDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
