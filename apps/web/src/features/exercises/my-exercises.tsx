import type { MyExercises } from "@clinic/contract/exercises";
import { formatDateKey } from "@clinic/contract/format";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { ManageSection } from "../../components/ui/manage-section";
import { toast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/locale";
import { useRecordTexts } from "../../i18n/record";
import { useRefusalText } from "../../i18n/refusal";
import { useRecordSession } from "../record-access";
import { exercisesApi, myExercisesKey } from "./exercises-api";

/** Today's ticks: one checkbox per exercise of the programme, saved together. */
function TodayForm({ data }: { data: MyExercises }) {
  const { bookingId, token } = useRecordSession();
  const text = useRecordTexts("exercises");
  const refusal = useRefusalText();
  const queries = useQueryClient();
  const form = useForm<{ done: string[] }>({ defaultValues: { done: data.doneToday } });
  const save = useMutation({
    mutationFn: (done: string[]) => exercisesApi.log(bookingId, token, { date: data.today, done }),
    onSuccess: (saved) => {
      queries.setQueryData(myExercisesKey(bookingId), saved);
      toast.success(text.saved);
    },
    onError: (error) => toast.error(text.failed, { description: refusal(error) }),
  });
  return (
    <form
      onSubmit={form.handleSubmit(({ done }) => save.mutate(done))}
      className="mt-4 flex max-w-2xl flex-col gap-3"
    >
      {data.items.map((item) => (
        <div key={item.exerciseId} className="rounded-xl border border-slate-300 bg-white p-4">
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-lg">
            <input
              type="checkbox"
              value={item.exerciseId}
              className="mt-1 size-6 shrink-0 accent-brand-700"
              {...form.register("done")}
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{item.name}</span>
              <span className="block text-base text-slate-800">
                {text.say("dose", { sets: item.sets, reps: item.reps, times: item.timesPerDay })}
              </span>
            </span>
          </label>
          <details className="mt-2 text-slate-800">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
              {text.howTo}
            </summary>
            <p className="whitespace-pre-wrap">{item.instructions}</p>
            {item.mediaUrl && (
              <a
                href={item.mediaUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-800 underline"
              >
                {text.watch}
              </a>
            )}
          </details>
        </div>
      ))}
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={save.isPending}>
        {save.isPending ? text.saving : text.saveToday}
      </button>
    </form>
  );
}

/**
 * "My exercises" on the manage page (issue 36): the home programme the practitioner set, in the
 * booking's language, and today's ticks. Nothing is shown without a programme.
 */
export function MyExercisesSection() {
  const { bookingId, token } = useRecordSession();
  const text = useRecordTexts("exercises");
  const locale = useLocale();
  const query = useQuery({
    queryKey: myExercisesKey(bookingId),
    queryFn: ({ signal }) => exercisesApi.mine(bookingId, token, signal),
    retry: false,
  });
  const data = query.data;
  if (!data || data.items.length === 0) return null;
  return (
    <ManageSection id="my-exercises" heading={text.heading}>
      <p className="mt-2 max-w-2xl text-slate-800">{text.intro}</p>
      {data.reviewOn && (
        <p className="mt-1 text-slate-800">
          {text.say("review", { date: formatDateKey(data.reviewOn, locale) })}
        </p>
      )}
      <TodayForm key={data.today} data={data} />
    </ManageSection>
  );
}
