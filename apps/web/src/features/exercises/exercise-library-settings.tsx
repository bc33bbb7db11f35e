import { type Exercise, type ExerciseInput, exerciseInputSchema } from "@clinic/contract/exercises";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, NameFields } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { exerciseLibraryKey, exercisesApi } from "./exercises-api";

/*
 * The exercise library in Settings (issue 36; decision 0137): the clinic's exercises, each with its name
 * and instructions in English and, for patients who read them, Hindi and Kannada, and a link to a
 * picture or video. Checked with the contract's rule before it is sent (and by the server again).
 */

type LibraryForm = {
  name: string;
  hi: string;
  kn: string;
  instructions: string;
  instructionsHi: string;
  instructionsKn: string;
  mediaUrl: string;
};

const optional = (v: string) => (v.trim() === "" ? undefined : v);
const formSchema = z
  .object({
    name: z.string(),
    hi: z.string(),
    kn: z.string(),
    instructions: z.string(),
    instructionsHi: z.string(),
    instructionsKn: z.string(),
    mediaUrl: z.string(),
  })
  .transform((f, ctx): ExerciseInput => {
    const checked = exerciseInputSchema.safeParse({
      name: f.name,
      names: { hi: optional(f.hi), kn: optional(f.kn) },
      instructions: f.instructions,
      instructionsIn: { hi: optional(f.instructionsHi), kn: optional(f.instructionsKn) },
      mediaUrl: optional(f.mediaUrl) ?? null,
    });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [first, second] = issue.path.map(String);
      const where =
        first === "names"
          ? second
          : first === "instructionsIn"
            ? `instructions${second === "hi" ? "Hi" : "Kn"}`
            : first;
      ctx.addIssue({ code: "custom", path: [where ?? "name"], message: issue.message });
    }
    return z.NEVER;
  });

const valuesOf = (e: Exercise | undefined): LibraryForm => ({
  name: e?.name ?? "",
  hi: e?.names?.hi ?? "",
  kn: e?.names?.kn ?? "",
  instructions: e?.instructions ?? "",
  instructionsHi: e?.instructionsIn?.hi ?? "",
  instructionsKn: e?.instructionsIn?.kn ?? "",
  mediaUrl: e?.mediaUrl ?? "",
});

function ExerciseEditor({
  exercise,
  onSaved,
}: {
  exercise: Exercise | undefined;
  onSaved(id: string): void;
}) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<LibraryForm, unknown, ExerciseInput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(exercise),
  });
  const save = useMutation({
    mutationFn: (body: ExerciseInput) =>
      exercise ? exercisesApi.change(exercise.id, body) : exercisesApi.add(body),
    onSuccess: (saved) => {
      toast.success(exercise ? "Exercise saved" : "Exercise added");
      void queryClient.invalidateQueries({ queryKey: exerciseLibraryKey });
      onSaved(saved.id);
    },
    onError: (error) => toast.error("The exercise was not saved", { description: error.message }),
  });
  const errors = formState.errors;
  const wide = "w-full";
  const text = (label: string, name: "instructions" | "instructionsHi" | "instructionsKn", lang?: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(p) => (
        <textarea {...p} rows={4} lang={lang} className={`${p.className} ${wide} py-2`} {...register(name)} />
      )}
    </FormField>
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => save.mutate(body))}
      className="mt-4 grid max-w-2xl gap-3"
    >
      <NameFields
        fields={{ name: register("name"), hi: register("hi"), kn: register("kn") }}
        errors={{ name: errors.name?.message, hi: errors.hi?.message, kn: errors.kn?.message }}
      />
      {text("Instructions", "instructions")}
      {text("Instructions in Hindi (optional)", "instructionsHi", "hi")}
      {text("Instructions in Kannada (optional)", "instructionsKn", "kn")}
      <FormField label="Picture or video link (optional, https)" error={errors.mediaUrl?.message}>
        {(p) => <input {...p} type="url" className={`${p.className} ${wide}`} {...register("mediaUrl")} />}
      </FormField>
      <button
        type="submit"
        className={`${buttonStyles.primary} justify-self-start`}
        disabled={save.isPending}
      >
        {save.isPending ? "Saving..." : exercise ? "Save exercise" : "Add exercise"}
      </button>
    </form>
  );
}

const newExercise = "new";

/** Settings → Patient data: pick an exercise to change, or add one. */
export function ExerciseLibrarySettings() {
  const library = useQuery({
    queryKey: exerciseLibraryKey,
    queryFn: ({ signal }) => exercisesApi.library(signal),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const items = library.data?.items ?? [];
  const exercise = chosen === newExercise ? undefined : (items.find((e) => e.id === chosen) ?? items[0]);
  return (
    <section
      aria-labelledby="exercise-library-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="exercise-library-heading" className="text-lg font-semibold text-slate-900">
        Exercise library
      </h3>
      <p className="mt-1 text-slate-700">
        The exercises practitioners give patients to do at home. Patients read the name and instructions in
        the language they booked in (English where a translation is left empty).
      </p>
      {library.isError && (
        <p role="alert" className="mt-2 text-red-700">
          The exercises could not be loaded.
        </p>
      )}
      {library.data && (
        <>
          <FormField label="Exercise">
            {(p) => (
              <select
                {...p}
                className={`${p.className} mt-3 w-full max-w-md`}
                value={exercise?.id ?? newExercise}
                onChange={(e) => setChosen(e.target.value)}
              >
                {items.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
                <option value={newExercise}>Add a new exercise</option>
              </select>
            )}
          </FormField>
          <ExerciseEditor key={exercise?.id ?? newExercise} exercise={exercise} onSaved={setChosen} />
        </>
      )}
    </section>
  );
}
