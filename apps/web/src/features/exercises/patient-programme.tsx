import type { Programme, ProgrammeInput } from "@clinic/contract/exercises";
import { formatDateKey } from "@clinic/contract/format";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFieldArray, useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { exerciseLibraryKey, exercisesApi, programmeKey } from "./exercises-api";

type Library = Awaited<ReturnType<typeof exercisesApi.library>>["items"];
type Row = { exerciseId: string; sets: number; reps: number; timesPerDay: number };
type Values = { items: Row[]; startsOn: string; reviewOn: string };

const numberField = { valueAsNumber: true, required: true, min: 1 } as const;

/** The programme as a form: a row per exercise (which, sets, repetitions, times a day), and its dates. */
function ProgrammeForm({
  patientId,
  programme,
  library,
}: {
  patientId: string;
  programme: Programme;
  library: Library;
}) {
  const queries = useQueryClient();
  const form = useForm<Values>({
    defaultValues: {
      items: programme.items.map(({ exerciseId, sets, reps, timesPerDay }) => ({
        exerciseId,
        sets,
        reps,
        timesPerDay,
      })),
      startsOn: programme.startsOn ?? "",
      reviewOn: programme.reviewOn ?? "",
    },
  });
  const rows = useFieldArray({ control: form.control, name: "items" });
  const save = useMutation({
    mutationFn: (body: ProgrammeInput) => exercisesApi.setProgramme(patientId, body),
    onSuccess: (saved) => {
      queries.setQueryData(programmeKey(patientId), saved);
      toast.success("Exercise programme saved");
    },
    onError: (error) => toast.error("Failed to save the programme", { description: error.message }),
  });
  const submit = form.handleSubmit((v) =>
    save.mutate({
      items: v.items,
      ...(v.startsOn ? { startsOn: v.startsOn } : {}),
      ...(v.reviewOn ? { reviewOn: v.reviewOn } : {}),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Exercise programme" className="flex flex-col gap-3">
      {rows.fields.map((row, i) => (
        <fieldset
          key={row.id}
          className="grid grid-cols-2 gap-2 rounded-lg border border-slate-300 p-3 sm:grid-cols-5"
        >
          <legend className="sr-only">Exercise {i + 1}</legend>
          <div className="col-span-2">
            <FormField label="Exercise">
              {(p) => (
                <select
                  {...p}
                  className={`${p.className} w-full`}
                  {...form.register(`items.${i}.exerciseId`)}
                >
                  {library.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <FormField label="Sets">
            {(p) => (
              <input
                {...p}
                type="number"
                min={1}
                max={20}
                {...form.register(`items.${i}.sets`, numberField)}
              />
            )}
          </FormField>
          <FormField label="Repetitions">
            {(p) => (
              <input
                {...p}
                type="number"
                min={1}
                max={100}
                {...form.register(`items.${i}.reps`, numberField)}
              />
            )}
          </FormField>
          <FormField label="Times a day">
            {(p) => (
              <input
                {...p}
                type="number"
                min={1}
                max={10}
                {...form.register(`items.${i}.timesPerDay`, numberField)}
              />
            )}
          </FormField>
          <button
            type="button"
            className={`${buttonStyles.ghost} col-span-2 sm:col-span-5 sm:justify-self-end`}
            onClick={() => rows.remove(i)}
          >
            Remove {library.find((e) => e.id === form.getValues(`items.${i}.exerciseId`))?.name ?? "exercise"}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={`${buttonStyles.secondary} self-start`}
        onClick={() => rows.append({ exerciseId: library[0]?.id ?? "", sets: 2, reps: 10, timesPerDay: 2 })}
      >
        Add an exercise
      </button>
      <div className="grid gap-2 sm:grid-cols-2 sm:max-w-md">
        <FormField label="Starts on">
          {(p) => <input {...p} type="date" {...form.register("startsOn")} />}
        </FormField>
        <FormField label="Review on">
          {(p) => <input {...p} type="date" {...form.register("reviewOn")} />}
        </FormField>
      </div>
      <button type="submit" className={`${buttonStyles.primary} self-start`} disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save programme"}
      </button>
    </form>
  );
}

/**
 * A patient's home exercise programme on their page (issue 36, clinical roles): the exercises and
 * dates to edit, and adherence per week (days the patient ticked any exercise, of the days due).
 */
export function PatientProgramme({ patientId, editable }: { patientId: string; editable: boolean }) {
  const library = useQuery({
    queryKey: exerciseLibraryKey,
    queryFn: ({ signal }) => exercisesApi.library(signal),
  });
  const programme = useQuery({
    queryKey: programmeKey(patientId),
    queryFn: ({ signal }) => exercisesApi.programme(patientId, signal),
  });
  if (programme.isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to load the programme. {programme.error.message}
      </p>
    );
  if (!programme.data || !library.data) return <p className="text-slate-700">Loading...</p>;
  const weeks = programme.data.adherence;
  return (
    <div className="flex flex-col gap-4">
      {weeks.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Adherence</h3>
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="adherence">
            {weeks.map((w) => (
              <li key={w.weekStart} className="rounded-lg bg-slate-100 px-3 py-1 text-slate-900 tabular-nums">
                Week of {formatDateKey(w.weekStart)}: {w.daysLogged} of {w.daysDue} days
              </li>
            ))}
          </ul>
        </div>
      )}
      {editable ? (
        <ProgrammeForm
          key={programme.data.updatedAt ?? "new"}
          patientId={patientId}
          programme={programme.data}
          library={library.data.items}
        />
      ) : (
        <ul className="list-disc pl-5">
          {programme.data.items.map((i) => (
            <li key={i.exerciseId}>
              {i.name}: {i.sets} × {i.reps}, {i.timesPerDay} a day
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
