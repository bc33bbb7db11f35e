import {
  type IntakeAnswer,
  type IntakeAnswers,
  type IntakeView,
  intakeAnswersSchema,
  intakeFieldErrors,
  visibleQuestions,
} from "@clinic/contract/intake-form";
import { type FormEvent, useEffect, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { intakeApi } from "./intake-api";
import { IntakePhotos } from "./intake-photos";
import { IntakeQuestionField } from "./intake-question";

/**
 * The pre-consultation intake form on the manage page (issue 20): the questions come from the API
 * (the content file's), the answers are checked with the contract's rule before they are sent (the
 * server checks them again, with the same rule), errors are shown next to their question.
 */
export function IntakeSection({ bookingId, token }: { bookingId: string; token: string }) {
  const [view, setView] = useState<IntakeView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<IntakeAnswers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);

  useEffect(() => {
    intakeApi.get(bookingId, token).then(
      (loaded) => {
        setView(loaded);
        setAnswers(loaded.answers ?? {});
        setSavedAt(loaded.updatedAt);
      },
      (e: Error) => setLoadError(e.message),
    );
  }, [bookingId, token]);

  if (loadError)
    return (
      <p className="mt-4 text-slate-800" role="alert">
        The health questions could not be loaded: {loadError}
      </p>
    );
  if (!view) return <p className="mt-4 text-slate-800">Loading the health questions…</p>;

  const shown = visibleQuestions(view.form, answers);
  const setAnswer = (id: string, value: IntakeAnswer) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setErrors(({ [id]: _gone, ...rest }) => rest);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!view) return;
    const sent = Object.fromEntries(
      shown.flatMap((q) => (answers[q.id] === undefined ? [] : [[q.id, answers[q.id]]])),
    );
    const checked = intakeAnswersSchema(view.form).safeParse(sent);
    if (!checked.success) {
      showErrors(intakeFieldErrors(checked.error));
      return;
    }
    setSaving(true);
    try {
      const { data, message } = await intakeApi.save(bookingId, token, checked.data);
      setView(data);
      setAnswers(data.answers ?? {});
      setSavedAt(data.updatedAt);
      setErrors({});
      toast.success(message ?? "Your answers were saved.");
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        showErrors(
          Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^answers\./, ""), v])),
        );
      else toast.error("Your answers were not saved", { description: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = shown.find((q) => found[q.id]);
    if (!first) return;
    const control =
      document.getElementById(`intake-${first.id}`) ??
      document.querySelector<HTMLElement>(`[name="intake-${first.id}"]`);
    control?.focus();
  }

  return (
    <div>
      <p className="mt-2 text-slate-800">{view.form.intro}</p>
      {!view.editable && (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-slate-900">
          The form is closed: your consultation has started or the booking is no longer active.
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-6">
        <fieldset disabled={!view.editable || saving} className="space-y-5">
          <legend className="sr-only">{view.form.title}</legend>
          {shown.map((q) => (
            <IntakeQuestionField
              key={q.id}
              question={q}
              value={answers[q.id]}
              error={errors[q.id]}
              onChange={(v) => setAnswer(q.id, v)}
            />
          ))}
        </fieldset>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mt-4 font-medium text-red-800">
            Some answers need attention: see the messages above.
          </p>
        )}
        {view.editable && (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? "Saving…" : "Save answers"}
            </button>
            {savedAt && (
              <span className="text-slate-800">
                Your answers are saved. You can change them until the consultation starts.
              </span>
            )}
          </div>
        )}
      </form>
      <IntakePhotos
        bookingId={bookingId}
        token={token}
        photos={view.photos}
        editable={view.editable}
        onChange={(photos) => setView({ ...view, photos })}
      />
    </div>
  );
}
