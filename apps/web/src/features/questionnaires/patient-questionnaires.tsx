import { formatDate, formatDateKey } from "@clinic/contract/format";
import type {
  Questionnaire,
  QuestionnaireSchedule,
  SendQuestionnaire,
} from "@clinic/contract/questionnaires";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { buttonStyles } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { FormField, SelectField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { todayKey } from "../../lib/clinic-zone";
import { instrumentsKey, patientQuestionnairesKey, questionnairesApi } from "./questionnaires-api";

type Instruments = Awaited<ReturnType<typeof questionnairesApi.instruments>>["items"];

const column = createColumnHelper<Questionnaire>();

/** Each domain's score and the total, named as the instrument names its domains. */
function scoreText(q: Questionnaire, instruments: Instruments): string {
  if (!q.scores) return "Not answered yet";
  const scores = q.scores;
  // In the instrument's order (the stored scores come back in the database's key order).
  const known = instruments.find((i) => i.id === q.instrumentId)?.domains ?? [];
  const order = [...known.map((d) => d.id), ...Object.keys(scores.domains)];
  const ids = [...new Set(order)].filter((id) => id in scores.domains);
  const name = (id: string) => known.find((d) => d.id === id)?.name ?? id;
  return [`Total ${scores.total}`, ...ids.map((id) => `${name(id)} ${scores.domains[id]}`)].join(" · ");
}

function columnsIn(zone: string, instruments: Instruments) {
  return [
    column.accessor("sentAt", {
      header: "Sent",
      cell: (c) => formatDate(c.getValue(), zone),
      meta: { card: "title" },
    }),
    column.accessor("instrumentName", { header: "Questionnaire", meta: { wrap: true } }),
    column.accessor("answeredAt", {
      header: "Answered",
      cell: (c) => {
        const at = c.getValue();
        return at ? formatDate(at, zone) : "Waiting";
      },
    }),
    column.display({
      id: "scores",
      header: "Scores",
      cell: (c) => scoreText(c.row.original, instruments),
      meta: { wrap: true },
    }),
  ];
}

/** "When": now, on a day (the day before a session), or now and again every few weeks. */
const whenChoices = [
  { value: "now", label: "Now" },
  { value: "on", label: "On a day" },
  { value: "repeat", label: "Now, then every few weeks" },
] as const;
const weekChoices = [2, 4, 6, 8, 12].map((w) => ({ value: String(w), label: `Every ${w} weeks` }));

const sendFormSchema = z
  .object({
    instrumentId: z.string().min(1, "Choose a questionnaire"),
    when: z.enum(["now", "on", "repeat"]),
    sendOn: z.string(),
    everyWeeks: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.when === "on" && !v.sendOn)
      ctx.addIssue({ code: "custom", path: ["sendOn"], message: "Choose the day to send it" });
  });
type SendFormValues = z.infer<typeof sendFormSchema>;

/** The form's choice as the call's body (sendOn, repeatEveryWeeks). */
function bodyOf(v: SendFormValues): SendQuestionnaire {
  return {
    instrumentId: v.instrumentId,
    ...(v.when === "on" ? { sendOn: v.sendOn } : {}),
    ...(v.when === "repeat" ? { repeatEveryWeeks: Number(v.everyWeeks) } : {}),
  };
}

/** Choose a questionnaire (the shipped one first) and when to send it; made once the list is known. */
function SendForm({ patientId, instruments }: { patientId: string; instruments: Instruments }) {
  const queries = useQueryClient();
  const form = useForm<SendFormValues>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: { instrumentId: instruments[0]?.id ?? "", when: "now", sendOn: "", everyWeeks: "4" },
  });
  const when = form.watch("when");
  const send = useMutation({
    mutationFn: (values: SendFormValues) => questionnairesApi.send(patientId, bodyOf(values)),
    onSuccess: ({ data }) => {
      toast.success(
        data.status === "sent"
          ? "Questionnaire sent by email"
          : `Questionnaire scheduled for ${formatDateKey(data.nextOn ?? "")}`,
      );
      void queries.invalidateQueries({ queryKey: patientQuestionnairesKey(patientId) });
    },
    onError: (error) => toast.error("Failed to send the questionnaire", { description: error.message }),
  });
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="sm:w-72">
        <SelectField
          label="Questionnaire"
          error={errors.instrumentId?.message}
          field={form.register("instrumentId")}
          empty="Choose a questionnaire"
          options={instruments.map((i) => ({ value: i.id, label: i.name }))}
        />
      </div>
      <FormField label="When">
        {(p) => (
          <select {...p} {...form.register("when")}>
            {whenChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {when === "on" && (
        <FormField label="Send on" error={errors.sendOn?.message}>
          {(p) => <input type="date" {...p} min={todayKey()} {...form.register("sendOn")} />}
        </FormField>
      )}
      {when === "repeat" && (
        <FormField label="Again">
          {(p) => (
            <select {...p} {...form.register("everyWeeks")}>
              {weekChoices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <button type="submit" className={buttonStyles.secondary} disabled={send.isPending}>
        {send.isPending ? "Sending..." : when === "on" ? "Schedule" : "Send to the patient"}
      </button>
    </form>
  );
}

/** What waits for its day, each with its Stop. */
function Schedules({
  patientId,
  schedules,
  editable,
}: {
  patientId: string;
  schedules: QuestionnaireSchedule[];
  editable: boolean;
}) {
  const queries = useQueryClient();
  const stop = useMutation({
    mutationFn: (scheduleId: string) => questionnairesApi.stopSchedule(patientId, scheduleId),
    onSuccess: () => {
      toast.success("Scheduled questionnaire stopped");
      void queries.invalidateQueries({ queryKey: patientQuestionnairesKey(patientId) });
    },
    onError: (error) => toast.error("Failed to stop it", { description: error.message }),
  });
  if (schedules.length === 0) return null;
  return (
    <ul aria-label="Scheduled questionnaires" className="flex flex-col gap-1">
      {schedules.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-3 text-slate-900">
          <span>
            {s.instrumentName}: next on {formatDateKey(s.nextOn)}
            {s.everyWeeks ? `, then every ${s.everyWeeks} weeks` : ""}
          </span>
          {editable && (
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={stop.isPending}
              onClick={() => stop.mutate(s.id)}
            >
              Stop
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A patient's outcome questionnaires on their page (issue 36, clinical roles): send one (it goes by
 * email with the manage link of their newest booking) and read each one's scores, per domain and total,
 * beside the measurements.
 */
export function PatientQuestionnaires({
  patientId,
  zone,
  editable,
}: {
  patientId: string;
  zone: string;
  editable: boolean;
}) {
  const instruments = useQuery({
    queryKey: instrumentsKey,
    queryFn: ({ signal }) => questionnairesApi.instruments(signal),
  });
  const sent = useQuery({
    queryKey: patientQuestionnairesKey(patientId),
    queryFn: ({ signal }) => questionnairesApi.ofPatient(patientId, signal),
  });
  const list = instruments.data?.items ?? [];
  const columns = useMemo(() => columnsIn(zone, list), [zone, list]);
  return (
    <div className="flex flex-col gap-3">
      {editable && instruments.data && <SendForm patientId={patientId} instruments={list} />}
      {sent.isError && (
        <p role="alert" className="text-red-700">
          Failed to load the questionnaires. {sent.error.message}
        </p>
      )}
      {sent.data && <Schedules patientId={patientId} schedules={sent.data.schedules} editable={editable} />}
      {sent.data && (
        <DataTable
          label="Questionnaires"
          data={sent.data.items}
          columns={columns}
          getRowId={(q) => q.id}
          columnsMenu={false}
          busy={sent.isFetching}
          empty={<p className="text-slate-700">No questionnaires sent.</p>}
        />
      )}
    </div>
  );
}
