import { formatDateKey } from "@clinic/contract/format";
import {
  type CheckIn,
  type CheckInChannel,
  checkInAnswerSchema,
  type MyCheckIns,
} from "@clinic/contract/garment-check-ins";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FieldError, RadioChoices } from "../../components/ui/form-field";
import { ManageSection } from "../../components/ui/manage-section";
import { toast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/locale";
import { useRecordTexts } from "../../i18n/record";
import { useRefusalText } from "../../i18n/refusal";
import { useRecordSession } from "../record-access";
import { checkInsApi, myCheckInsKey } from "./garment-check-ins-api";

const inputClass =
  "mt-1 block min-h-11 w-28 rounded-lg border border-slate-400 bg-white px-3 text-lg text-slate-900 aria-[invalid=true]:border-red-700";

/** The hours typed, when the contract takes them as an answer. */
function hoursOf(typed: string): number | undefined {
  const answer = checkInAnswerSchema.safeParse({
    hoursPerDay: typed.trim() === "" ? Number.NaN : Number(typed),
  });
  return answer.success ? answer.data.hoursPerDay : undefined;
}

/** The latest check-in's question: hours a day, 0 to 24, sent (or sent again) to the practitioner. */
function AnswerForm({ checkIn }: { checkIn: CheckIn }) {
  const { bookingId, token } = useRecordSession();
  const text = useRecordTexts("garmentCheckIns");
  const locale = useLocale();
  const refusal = useRefusalText();
  const queries = useQueryClient();
  const form = useForm<{ hours: string }>({
    defaultValues: { hours: checkIn.hoursPerDay === null ? "" : String(checkIn.hoursPerDay) },
  });
  const save = useMutation({
    mutationFn: (hoursPerDay: number) => checkInsApi.answer(bookingId, token, checkIn.id, { hoursPerDay }),
    onSuccess: (saved) => {
      queries.setQueryData(myCheckInsKey(bookingId), saved);
      toast.success(text.answerSaved);
    },
    onError: (error) => toast.error(text.answerFailed, { description: refusal(error) }),
  });
  const error = form.formState.errors.hours?.message;
  const errorId = `check-in-${checkIn.id}-error`;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ hours }) => save.mutate(hoursOf(hours) as number))}
      className="mt-4 max-w-2xl rounded-xl border border-slate-300 bg-white p-4"
    >
      <p className="text-lg font-semibold text-slate-900">{text.question}</p>
      <p className="text-slate-800">
        {text.say("weekEnding", { date: formatDateKey(checkIn.dueOn, locale) })}
      </p>
      <label className="mt-3 block font-medium text-slate-900">
        {text.hours}
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register("hours", {
            // The contract's rule (whole hours, 0 to 24), in the page's words.
            validate: (v) => hoursOf(v) !== undefined || text.hoursError,
          })}
        />
      </label>
      <FieldError id={errorId} message={error} />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={save.isPending}>
        {save.isPending ? text.saving : text.saveAnswer}
      </button>
    </form>
  );
}

/** On or off, and by which channel (WhatsApp only where this booking agreed to it). */
function ChoiceForm({ data }: { data: MyCheckIns }) {
  const { bookingId, token } = useRecordSession();
  const text = useRecordTexts("garmentCheckIns");
  const locale = useLocale();
  const refusal = useRefusalText();
  const queries = useQueryClient();
  const form = useForm<{ enabled: boolean; channel: CheckInChannel }>({
    defaultValues: { enabled: data.enabled, channel: data.channel ?? "email" },
  });
  const save = useMutation({
    mutationFn: (body: { enabled: boolean; channel: CheckInChannel }) =>
      checkInsApi.setMine(bookingId, token, body),
    onSuccess: (saved) => {
      queries.setQueryData(myCheckInsKey(bookingId), saved);
      toast.success(text.choiceSaved);
    },
    onError: (error) => toast.error(text.choiceFailed, { description: refusal(error) }),
  });
  const channels = [
    { value: "email", label: text.email },
    ...(data.whatsappAvailable ? [{ value: "whatsapp", label: text.whatsapp }] : []),
  ];
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      className="mt-4 flex max-w-2xl flex-col gap-2"
    >
      <p className="text-slate-800">
        {data.enabled && data.since
          ? text.say("onSince", { date: formatDateKey(data.since, locale) })
          : text.off}
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-lg text-slate-900">
        <input type="checkbox" className="size-6 accent-brand-700" {...form.register("enabled")} />
        {text.askWeekly}
      </label>
      <fieldset>
        <legend className="font-medium text-slate-900">{text.channel}</legend>
        <RadioChoices options={channels} field={form.register("channel")} />
        {!data.whatsappAvailable && <p className="text-sm text-slate-700">{text.whatsappMissing}</p>}
      </fieldset>
      <button
        type="submit"
        className={`${buttonStyles.secondary} w-full sm:w-auto`}
        disabled={save.isPending}
      >
        {save.isPending ? text.saving : text.saveChoice}
      </button>
    </form>
  );
}

/**
 * "Garment check-in" on the manage page (issue 36; decision 0139), for a patient whose practitioner
 * recorded a compression garment: the week's question when one was sent with this booking, the answers
 * given, and the weekly question turned on or off. Nothing is shown without a garment.
 */
export function MyGarmentCheckInsSection() {
  const { bookingId, token } = useRecordSession();
  const text = useRecordTexts("garmentCheckIns");
  const locale = useLocale();
  const query = useQuery({
    queryKey: myCheckInsKey(bookingId),
    queryFn: ({ signal }) => checkInsApi.mine(bookingId, token, signal),
    retry: false,
  });
  const data = query.data;
  if (!data?.garmentRecorded) return null;
  const latest = data.items.at(-1);
  const earlier = [...data.items].reverse();
  return (
    <ManageSection id="my-garment-check-ins" heading={text.heading}>
      <p className="mt-2 max-w-2xl text-slate-800">{text.intro}</p>
      {latest && <AnswerForm key={`${latest.id}-${latest.answeredAt}`} checkIn={latest} />}
      {earlier.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{text.earlier}</h3>
          <ul className="mt-2 max-w-2xl divide-y divide-slate-200">
            {earlier.map((c) => (
              <li key={c.id} className="flex justify-between gap-4 py-2 text-slate-900">
                <span>{formatDateKey(c.dueOn, locale)}</span>
                <span>
                  {c.hoursPerDay === null
                    ? text.notAnswered
                    : text.say("hoursADay", { hours: c.hoursPerDay })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <ChoiceForm key={`${data.enabled}-${data.channel}`} data={data} />
    </ManageSection>
  );
}
