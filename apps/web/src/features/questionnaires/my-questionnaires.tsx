import type { PatientQuestionnaire, QuestionnaireAnswers } from "@clinic/contract/questionnaires";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { ManageSection } from "../../components/ui/manage-section";
import { toast } from "../../components/ui/toast";
import { useRecordTexts } from "../../i18n/record";
import { useRefusalText } from "../../i18n/refusal";
import { useRecordSession } from "../record-access";
import { myQuestionnairesKey, questionnairesApi } from "./questionnaires-api";

type Values = Record<string, string>;

const scaleOf = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/**
 * One questionnaire as a form: each question a fieldset of native radios (a screen reader and the
 * keyboard know them), its numbers as large buttons that wrap on a phone, the scale's ends said in
 * words. Sent whole: every question needs an answer (the server checks the same).
 */
function QuestionnaireForm({ questionnaire: q }: { questionnaire: PatientQuestionnaire }) {
  const { bookingId, token } = useRecordSession();
  const text = useRecordTexts("questionnaires");
  const refusal = useRefusalText();
  const queries = useQueryClient();
  const form = useForm<Values>({
    defaultValues: Object.fromEntries(q.items.map((item) => [item.id, String(q.answers?.[item.id] ?? "")])),
  });
  const send = useMutation({
    mutationFn: (answers: QuestionnaireAnswers) => questionnairesApi.answer(bookingId, q.id, token, answers),
    onSuccess: () => {
      toast.success(text.sent);
      void queries.invalidateQueries({ queryKey: myQuestionnairesKey(bookingId) });
    },
    onError: (error) => toast.error(text.failed, { description: refusal(error) }),
  });
  const submit = form.handleSubmit((values) =>
    send.mutate(Object.fromEntries(Object.entries(values).map(([id, v]) => [id, Number(v)]))),
  );
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 max-w-2xl rounded-xl border border-slate-300 bg-white p-4"
      data-testid="questionnaire"
    >
      <h3 className="text-lg font-semibold text-slate-900">{q.name}</h3>
      <p className="mt-1 text-slate-800">{q.intro}</p>
      {q.status === "answered" && <p className="mt-2 font-medium text-brand-800">{text.answered}</p>}
      {q.items.map((item, n) => {
        const error = errors[item.id]?.message;
        const errorId = `${q.id}-${item.id}-error`;
        return (
          <fieldset key={item.id} className="mt-5" aria-describedby={error ? errorId : undefined}>
            <legend className="font-semibold text-slate-900">
              {n + 1}. {item.text}
            </legend>
            <p className="mt-1 text-sm text-slate-700">
              {text.say("scale", {
                min: item.min,
                minLabel: item.minLabel,
                max: item.max,
                maxLabel: item.maxLabel,
              })}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {scaleOf(item.min, item.max).map((value) => (
                <label
                  key={value}
                  className="flex size-11 cursor-pointer items-center justify-center rounded-lg border border-slate-400 bg-white text-lg font-semibold text-slate-900 tabular-nums hover:border-brand-700 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-800 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
                >
                  <input
                    type="radio"
                    value={String(value)}
                    className="sr-only"
                    {...form.register(item.id, { required: text.choose })}
                  />
                  {value}
                </label>
              ))}
            </div>
            {error && (
              <p id={errorId} className="mt-1 font-medium text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      <button
        type="submit"
        className={`${buttonStyles.primary} mt-6 w-full sm:w-auto`}
        disabled={send.isPending}
      >
        {send.isPending ? text.sending : text.send}
      </button>
    </form>
  );
}

/**
 * "Questionnaires" on the manage page (issue 36): those the practitioner sent with this booking's link,
 * in the booking's language. Nothing is shown when none was sent.
 */
export function MyQuestionnairesSection() {
  const { bookingId, token } = useRecordSession();
  const text = useRecordTexts("questionnaires");
  const query = useQuery({
    queryKey: myQuestionnairesKey(bookingId),
    queryFn: ({ signal }) => questionnairesApi.mine(bookingId, token, signal),
    retry: false,
  });
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ManageSection id="my-questionnaires" heading={text.heading}>
      <p className="mt-2 max-w-2xl text-slate-800">{text.intro}</p>
      {items.map((q) => (
        <QuestionnaireForm key={q.id} questionnaire={q} />
      ))}
    </ManageSection>
  );
}
