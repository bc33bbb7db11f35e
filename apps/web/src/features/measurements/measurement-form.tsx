import { sessionVolumes } from "@clinic/contract/limb-volume";
import {
  garmentClasses,
  islStages,
  limbLabels,
  limbs,
  type MeasurementRequest,
  type MeasurementSession,
  measurementLimits,
  measurementMessages,
  measurementRequestSchema,
  otherLimbLabels,
} from "@clinic/contract/measurements";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { todayKey } from "../../lib/clinic-zone";
import { CircumferenceGrid, type Column } from "./circumference-grid";
import {
  errorsByPath,
  type MeasurementFields,
  measurementResolver,
  startingFields,
  toNumber,
  toRequest,
} from "./measurement-fields";
import { measurementsApi } from "./measurements-api";
import { sessionName } from "./session-table";

const startRows = 12;

/**
 * Records one session (decision 0107): the date, limb, reference point and spacing, two columns of
 * circumferences typed with the keyboard only, and the optional bioimpedance, ISL stage, garment and
 * notes. The volumes are shown while typing, by the same functions the server uses. How it reads and moves:
 * screen guide, The measurement entry form.
 */
export function MeasurementForm({
  patientId,
  zone,
  correcting,
  onRecorded,
  onCancelCorrection,
}: {
  patientId: string;
  zone: string;
  /** A session typed with a mistake: the form starts from its values and saves over it. */
  correcting?: MeasurementSession;
  onRecorded: () => void;
  onCancelCorrection?: () => void;
}) {
  const today = todayKey(zone);
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<
    MeasurementFields,
    unknown,
    MeasurementRequest
  >({
    resolver: measurementResolver(today),
    defaultValues: startingFields(correcting, today),
    // Errors are said when saving and stay until the next save; focus stays where the practitioner is.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const [rows, setRows] = useState(
    Math.min(Math.max(startRows, (correcting?.affectedCm.length ?? 0) + 2), measurementLimits.maxPoints),
  );
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from a row of the table below: bring the form, filled in, to the practitioner.
  useEffect(() => {
    if (!correcting) return;
    formRef.current?.scrollIntoView({ block: "start" });
    formRef.current?.querySelector<HTMLElement>("input, select")?.focus({ preventScroll: true });
  }, [correcting]);
  const errors = errorsByPath(formState.errors);

  const fields = watch();
  const limb = fields.limb;
  const spacingCm = toNumber(fields.spacingCm);
  const change = (column: Column, index: number, value: string) => setValue(`${column}Cm.${index}`, value);

  const parsed = measurementRequestSchema.safeParse(toRequest(fields));
  const preview = parsed.success ? sessionVolumes(parsed.data) : null;

  const save = useMutation({
    mutationFn: async (request: MeasurementRequest) => {
      if (correcting) await measurementsApi.correct(patientId, correcting.id, request);
      else await measurementsApi.record(patientId, request);
    },
    onSuccess: () => {
      if (correcting) toast.success(measurementMessages.corrected);
      else {
        toast.success(measurementMessages.recorded);
        for (const key of ["affectedCm", "otherCm"] as const) setValue(key, []);
        for (const key of ["notes", "homeCareNote", "bioimpedance"] as const) setValue(key, "");
      }
      onRecorded();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields)
        for (const [key, message] of Object.entries(error.fields))
          setError(key as Path<MeasurementFields>, { type: "server", message });
      toast.error("Error", {
        description: error instanceof Error ? error.message : measurementMessages.failedSave,
      });
    },
  });

  // onError has said why it was not saved; the form keeps what was typed.
  const submit = handleSubmit((request) => save.mutateAsync(request).catch(() => undefined));

  const text = (
    key: "bioimpedance" | "garmentKind" | "notes" | "homeCareNote",
    label: string,
    long = false,
  ) => (
    <FormField label={label} error={errors[key]}>
      {(p) =>
        long ? (
          <textarea {...p} className={`${p.className} w-full py-2`} rows={2} {...register(key)} />
        ) : (
          <input {...p} className={`${p.className} w-full`} {...register(key)} />
        )
      }
    </FormField>
  );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={correcting ? "Correct a measurement" : "Record a measurement"}
      className="scroll-mt-4 space-y-4"
    >
      {correcting && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          Correcting the {sessionName(correcting)}. Saving replaces its values.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-4">
        <FormField label="Date" error={errors.takenOn}>
          {(p) => (
            <input
              {...p}
              type="date"
              max={today}
              className={`${p.className} w-full`}
              {...register("takenOn")}
            />
          )}
        </FormField>
        <FormField label="Limb" error={errors.limb}>
          {(p) => (
            <select {...p} className={`${p.className} w-full`} {...register("limb")}>
              {limbs.map((l) => (
                <option key={l} value={l}>
                  {limbLabels[l]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Reference point" error={errors.referencePoint}>
          {(p) => (
            <input
              {...p}
              className={`${p.className} w-full`}
              placeholder={limb.endsWith("arm") ? "wrist crease" : "ankle crease"}
              {...register("referencePoint")}
            />
          )}
        </FormField>
        <FormField label="Spacing (cm)" error={errors.spacingCm}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="decimal"
              list="measurement-spacings"
              className={`${p.className} w-full`}
              {...register("spacingCm")}
            />
          )}
        </FormField>
        <datalist id="measurement-spacings">
          <option value="4" />
          <option value="10" />
        </datalist>
      </div>
      <CircumferenceGrid
        rows={rows}
        spacingCm={Number.isFinite(spacingCm) ? spacingCm : measurementLimits.defaultSpacingCm}
        affected={fields.affectedCm}
        other={fields.otherCm}
        labels={{ affected: `${limbLabels[limb]} (affected)`, other: `${otherLimbLabels[limb]} (other)` }}
        errors={errors}
        onChange={change}
        onAddRow={() => setRows((r) => Math.min(r + 1, measurementLimits.maxPoints))}
      />
      {(errors.affectedCm || errors.otherCm) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.affectedCm ?? errors.otherCm}
        </p>
      )}
      <p aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-slate-900 tabular-nums">
        {preview
          ? `Affected ${preview.affectedVolumeMl.toFixed(1)} ml` +
            (preview.otherVolumeMl !== null
              ? ` · Other ${preview.otherVolumeMl.toFixed(1)} ml · Difference ${preview.differencePercent?.toFixed(1)} %`
              : "")
          : "Volumes appear here as you type."}
      </p>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">
          Bioimpedance, ISL stage, garment and notes
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {text("bioimpedance", "Bioimpedance (L-Dex)")}
          <FormField label="ISL stage" error={errors.islStage}>
            {(p) => (
              <select {...p} className={`${p.className} w-full`} {...register("islStage")}>
                <option value="">Not staged</option>
                {islStages.map((s) => (
                  <option key={s} value={s}>{`Stage ${s}`}</option>
                ))}
              </select>
            )}
          </FormField>
          {text("garmentKind", "Garment (e.g. sleeve, stocking)")}
          <FormField label="Compression class" error={errors.garmentClass}>
            {(p) => (
              <select {...p} className={`${p.className} w-full`} {...register("garmentClass")}>
                <option value="">None</option>
                {garmentClasses.map((c) => (
                  <option key={c} value={c}>{`Class ${c}`}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Garment issued on" error={errors.garmentIssuedOn}>
            {(p) => (
              <input
                {...p}
                type="date"
                max={today}
                className={`${p.className} w-full`}
                {...register("garmentIssuedOn")}
              />
            )}
          </FormField>
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {text("notes", "Clinical notes (admin only)", true)}
          {text("homeCareNote", "Home-care note (the patient sees it)", true)}
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : correcting ? "Save correction" : "Save measurement"}
        </button>
        {correcting && (
          <button type="button" className={buttonStyles.secondary} onClick={onCancelCorrection}>
            Cancel correction
          </button>
        )}
      </div>
    </form>
  );
}
