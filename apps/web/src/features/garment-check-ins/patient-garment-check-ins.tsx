import { formatDate, formatDateKey } from "@clinic/contract/format";
import { type CheckIn, type CheckInChannel, checkInChannels } from "@clinic/contract/garment-check-ins";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { RadioChoices } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { checkInsApi, patientCheckInsKey } from "./garment-check-ins-api";

const column = createColumnHelper<CheckIn>();
const channelLabels: Record<CheckInChannel, string> = { email: "Email", whatsapp: "WhatsApp" };

function columnsIn(zone: string) {
  return [
    column.accessor("dueOn", {
      header: "Week up to",
      cell: (c) => formatDateKey(c.getValue()),
      meta: { card: "title" },
    }),
    column.accessor("hoursPerDay", {
      header: "Hours a day",
      cell: (c) => c.getValue() ?? "Not answered",
    }),
    column.accessor("answeredAt", {
      header: "Answered",
      cell: (c) => {
        const at = c.getValue();
        return at ? formatDate(at, zone) : "Waiting";
      },
    }),
  ];
}

/** The practitioner records the patient's choice: on (by email or WhatsApp) or off. */
function PlanForm({
  patientId,
  enabled,
  channel,
}: {
  patientId: string;
  enabled: boolean;
  channel: CheckInChannel | null;
}) {
  const queries = useQueryClient();
  const form = useForm<{ enabled: boolean; channel: CheckInChannel }>({
    defaultValues: { enabled, channel: channel ?? "email" },
  });
  const save = useMutation({
    mutationFn: (body: { enabled: boolean; channel: CheckInChannel }) =>
      checkInsApi.setForPatient(patientId, body),
    onSuccess: (saved) => {
      queries.setQueryData(patientCheckInsKey(patientId), saved);
      toast.success(saved.enabled ? "Weekly check-ins are on" : "Weekly check-ins are off");
    },
    onError: (error) => toast.error("Failed to save the check-ins", { description: error.message }),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("enabled")} />
        The patient agreed to a weekly check-in
      </label>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Channel</legend>
        <RadioChoices
          options={checkInChannels.map((c) => ({ value: c, label: channelLabels[c] }))}
          field={form.register("channel")}
        />
      </fieldset>
      <button type="submit" className={buttonStyles.secondary} disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save check-ins"}
      </button>
    </form>
  );
}

/**
 * A patient's weekly garment check-ins on their page (issue 36; decision 0139, clinical roles): whether
 * they are on and how, the practitioner's switch, and every week's hours. The chart beside the volume
 * is CareTrends'.
 */
export function PatientGarmentCheckIns({
  patientId,
  zone,
  editable,
}: {
  patientId: string;
  zone: string;
  editable: boolean;
}) {
  const query = useQuery({
    queryKey: patientCheckInsKey(patientId),
    queryFn: ({ signal }) => checkInsApi.ofPatient(patientId, signal),
  });
  const columns = useMemo(() => columnsIn(zone), [zone]);
  const data = query.data;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to load the check-ins. {query.error.message}
      </p>
    );
  if (!data) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-800" data-testid="check-in-plan">
        {!data.garmentRecorded
          ? "Record a compression garment in a measurement session to offer weekly check-ins."
          : data.enabled && data.channel && data.since
            ? `On, by ${channelLabels[data.channel]}, since ${formatDateKey(data.since)}: the question goes every seven days.`
            : "Off."}
      </p>
      {editable && data.garmentRecorded && (
        <PlanForm
          key={`${data.enabled}-${data.channel}`}
          patientId={patientId}
          enabled={data.enabled}
          channel={data.channel}
        />
      )}
      <DataTable
        label="Garment check-ins"
        data={data.items}
        columns={columns}
        getRowId={(c) => c.id}
        columnsMenu={false}
        busy={query.isFetching}
        empty={<p className="text-slate-700">No check-ins sent.</p>}
      />
    </div>
  );
}
