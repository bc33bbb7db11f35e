import {
  type IntakeAnswer,
  type IntakeAnswers,
  type IntakeForm,
  type IntakeView,
  intakeAnswersSchema,
  visibleQuestions,
} from "@clinic/contract/intake-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { intakeFormIn } from "../../content/intake-form-words";
import { useClinicWords } from "../../i18n/clinic-words";
import { useLocale } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { useRefusalText } from "../../i18n/refusal";
import { ApiError } from "../../lib/api-client";
import { intakeApi } from "./intake-api";
import { intakeErrorText } from "./intake-error-text";
import { IntakePhotos } from "./intake-photos";
import { IntakeQuestionField } from "./intake-question";

/** The answers of the questions shown now: a hidden question's answer is neither checked nor sent. */
function shownAnswers(form: IntakeForm, answers: IntakeAnswers): IntakeAnswers {
  const shown: IntakeAnswers = {};
  for (const q of visibleQuestions(form, answers)) {
    const answer = answers[q.id];
    if (answer !== undefined) shown[q.id] = answer;
  }
  return shown;
}

/**
 * The contract's `intakeAnswersSchema(form)`, the rule the server checks the answers with, applied to
 * the shown answers. Built at each check, not once: "not in the future" is about today, and the page
 * may stay open past midnight.
 */
const answersResolver =
  (form: IntakeForm): Resolver<IntakeAnswers> =>
  (values, context, options) => {
    // The schema is built from data, so TypeScript sees its input as a record of unknowns; it takes
    // the answers by question id, the names the form uses, and its errors come back by the same names.
    const check = zodResolver(intakeAnswersSchema(form)) as unknown as Resolver<IntakeAnswers>;
    return check(shownAnswers(form, values), context, options);
  };

/** Focuses the first shown question with an error (its control, or its first choice). */
function focusFirstError(form: IntakeForm, answers: IntakeAnswers, errors: FieldErrors) {
  const first = visibleQuestions(form, answers).find((q) => errors[q.id]);
  if (!first) return;
  const control =
    document.getElementById(`intake-${first.id}`) ??
    document.querySelector<HTMLElement>(`[name="intake-${first.id}"]`);
  control?.focus();
}

/**
 * The pre-consultation intake form on the manage page (issue 20): the questions come from the API
 * (the content file's), the answers are checked with the contract's rule before they are sent (the
 * server checks them again, with the same rule), errors are shown next to their question. On a Hindi or
 * Kannada page the questions' words are that language's, put over the server's by question id and option
 * value; the answers stay keyed by those ids and values, as stored.
 */
export function IntakeSection({ bookingId, token }: { bookingId: string; token: string }) {
  const [view, setView] = useState<IntakeView | null>(null);
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  const text = useManageTexts("intake");
  const refusal = useRefusalText();

  useEffect(() => {
    intakeApi.get(bookingId, token).then(setView, (error: unknown) => setLoadError({ error }));
  }, [bookingId, token]);

  if (loadError)
    return (
      <p className="mt-4 text-slate-800" role="alert">
        {text.say("loadFailed", { problem: refusal(loadError.error) })}
      </p>
    );
  if (!view) return <p className="mt-4 text-slate-800">{text.loading}</p>;
  return <IntakeAnswersForm bookingId={bookingId} token={token} view={view} onView={setView} />;
}

/** The loaded form: one react-hook-form field per question, named by the question's id. */
function IntakeAnswersForm({
  bookingId,
  token,
  view,
  onView,
}: {
  bookingId: string;
  token: string;
  view: IntakeView;
  onView(view: IntakeView): void;
}) {
  // Checked and sent by the server's form; shown with the page language's words.
  const form = view.form;
  const intakeWords = useClinicWords().intake;
  const shownForm = useMemo(() => intakeFormIn(form, intakeWords), [form, intakeWords]);
  const text = useManageTexts("intake");
  const locale = useLocale();
  const refusal = useRefusalText();
  const errorWords = useManageTexts("intakeErrors");
  const shownError = (message: string | undefined) =>
    message && locale !== "en" ? intakeErrorText(message, errorWords) : message;
  const [resolver] = useState(() => answersResolver(form));
  const [savedAt, setSavedAt] = useState(view.updatedAt);
  const { handleSubmit, formState, setValue, clearErrors, setError, reset, watch } = useForm<IntakeAnswers>({
    resolver,
    defaultValues: view.answers ?? {},
    // Checked when sent; changing an answer clears its message (below) rather than re-checking it.
    reValidateMode: "onSubmit",
    // The controls are not registered by ref: focusFirstError finds the first one by its id.
    shouldFocusError: false,
  });
  const answers = watch();
  const errors = formState.errors;
  const shown = visibleQuestions(shownForm, answers);
  const saving = formState.isSubmitting;

  const setAnswer = (id: string, value: IntakeAnswer) => {
    setValue(id, value);
    clearErrors(id);
  };

  const submit = handleSubmit(
    async (checked) => {
      try {
        const { data, message } = await intakeApi.save(bookingId, token, checked);
        onView(data);
        reset(data.answers ?? {});
        setSavedAt(data.updatedAt);
        // The server's words are English: an English page shows them, the others their own.
        toast.success(locale === "en" ? (message ?? text.savedToast) : text.savedToast);
      } catch (error) {
        if (error instanceof ApiError && error.fields) {
          const found: FieldErrors = {};
          for (const [key, text] of Object.entries(error.fields)) {
            const id = key.replace(/^answers\./, "");
            setError(id, { message: text });
            found[id] = { type: "server", message: text };
          }
          focusFirstError(form, answers, found);
        } else toast.error(text.notSaved, { description: refusal(error) });
      }
    },
    (found) => focusFirstError(form, answers, found),
  );

  return (
    <div>
      <p className="mt-2 text-slate-800">{shownForm.intro}</p>
      {!view.editable && <p className="mt-4 rounded-lg bg-slate-100 p-3 text-slate-900">{text.closed}</p>}
      <form onSubmit={submit} noValidate className="mt-6">
        <fieldset disabled={!view.editable || saving} className="space-y-5">
          <legend className="sr-only">{shownForm.title}</legend>
          {shown.map((q) => (
            <IntakeQuestionField
              key={q.id}
              question={q}
              value={answers[q.id]}
              error={shownError(errors[q.id]?.message)}
              onChange={(v) => setAnswer(q.id, v)}
            />
          ))}
        </fieldset>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mt-4 font-medium text-red-800">
            {text.needAttention}
          </p>
        )}
        {view.editable && (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? text.saving : text.save}
            </button>
            {savedAt && <span className="text-slate-800">{text.saved}</span>}
          </div>
        )}
      </form>
      <IntakePhotos
        bookingId={bookingId}
        token={token}
        photos={view.photos}
        editable={view.editable}
        onChange={(photos) => onView({ ...view, photos })}
      />
    </div>
  );
}
