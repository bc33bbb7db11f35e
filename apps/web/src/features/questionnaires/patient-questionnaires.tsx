import { formatDate } from "@clinic/contract/format";
import { type Questionnaire, sendQuestionnaireSchema } from "@clinic/contract/questionnaires";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { buttonStyles } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { SelectField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
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

const sendFormSchema = sendQuestionnaireSchema.pick({ instrumentId: true }).extend({
  instrumentId: z.string().min(1, "Choose a questionnaire"),
});

/** Choose a questionnaire (the shipped one first) and send it; made once the list is known. */
function SendForm({ patientId, instruments }: { patientId: string; instruments: Instruments }) {
  const queries = useQueryClient();
  const form = useForm<{ instrumentId: string }>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: { instrumentId: instruments[0]?.id ?? "" },
  });
  const send = useMutation({
    mutationFn: (instrumentId: string) => questionnairesApi.send(patientId, { instrumentId }),
    onSuccess: () => {
      toast.success("Questionnaire sent by email");
      void queries.invalidateQueries({ queryKey: patientQuestionnairesKey(patientId) });
    },
    onError: (error) => toast.error("Failed to send the questionnaire", { description: error.message }),
  });
  return (
    <form
      onSubmit={form.handleSubmit(({ instrumentId }) => send.mutate(instrumentId))}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="sm:w-72">
        <SelectField
          label="Questionnaire"
          error={form.formState.errors.instrumentId?.message}
          field={form.register("instrumentId")}
          empty="Choose a questionnaire"
          options={instruments.map((i) => ({ value: i.id, label: i.name }))}
        />
      </div>
      <button type="submit" className={buttonStyles.secondary} disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send to the patient"}
      </button>
    </form>
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
