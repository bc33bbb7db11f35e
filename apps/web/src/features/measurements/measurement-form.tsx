import { sessionVolumes } from "@clinic/contract/limb-volume";
import {
  futureDateFields,
  garmentClasses,
  islStages,
  type Limb,
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
import { type FormEvent, useEffect, useRef, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { todayKey } from "../../lib/clinic-zone";
import { CircumferenceGrid, type Column } from "./circumference-grid";
import { measurementsApi } from "./measurements-api";
import { sessionName } from "./session-table";

const startRows = 12;

/** Typed text as a number: a comma is a decimal point too; blank is "not entered". */
const toNumber = (typed: string) =>
  typed.trim() === "" ? Number.NaN : Number(typed.trim().replace(",", "."));

/** The entered points: trailing blanks dropped (the grid always shows a few spare rows). */
function entered(values: string[]): string[] {
  // Array.from, not a spread of the sparse array: a cell never typed in is "" (not a hole).
  const out = Array.from(values, (v) => v ?? "");
  while (out.length > 0 && (out.at(-1) ?? "").trim() === "") out.pop();
  return out;
}

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
  const from = correcting;
  const [takenOn, setTakenOn] = useState(from?.takenOn ?? today);
  const [limb, setLimb] = useState<Limb>(from?.limb ?? "left_arm");
  const [referencePoint, setReferencePoint] = useState(from?.referencePoint ?? "");
  const [spacing, setSpacing] = useState(String(from?.spacingCm ?? measurementLimits.defaultSpacingCm));
  const [rows, setRows] = useState(
    Math.min(Math.max(startRows, (from?.affectedCm.length ?? 0) + 2), measurementLimits.maxPoints),
  );
  const [affected, setAffected] = useState<string[]>(from?.affectedCm.map(String) ?? []);
  const [other, setOther] = useState<string[]>(from?.otherCm?.map(String) ?? []);
  const [extra, setExtra] = useState({
    bioimpedance: from?.bioimpedance === null || from === undefined ? "" : String(from.bioimpedance),
    islStage: from?.islStage ?? "",
    garmentKind: from?.garmentKind ?? "",
    garmentClass: from?.garmentClass ?? "",
    garmentIssuedOn: from?.garmentIssuedOn ?? "",
    notes: from?.notes ?? "",
    homeCareNote: from?.homeCareNote ?? "",
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from a row of the table below: bring the form, filled in, to the practitioner.
  useEffect(() => {
    if (!correcting) return;
    formRef.current?.scrollIntoView({ block: "start" });
    formRef.current?.querySelector<HTMLElement>("input, select")?.focus({ preventScroll: true });
  }, [correcting]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const spacingCm = toNumber(spacing);
  const change = (column: Column, index: number, value: string) => {
    const set = column === "affected" ? setAffected : setOther;
    set((old) => {
      const next = [...old];
      next[index] = value;
      return next;
    });
  };

  const body = (): MeasurementRequest => {
    const a = entered(affected);
    const o = entered(other);
    const optional = (v: string) => (v.trim() === "" ? undefined : v);
    return {
      takenOn,
      limb,
      spacingCm,
      affectedCm: a.map(toNumber),
      ...(o.length > 0 ? { otherCm: o.map(toNumber) } : {}),
      ...(referencePoint.trim() ? { referencePoint } : {}),
      ...(extra.bioimpedance.trim() ? { bioimpedance: toNumber(extra.bioimpedance) } : {}),
      islStage: optional(extra.islStage) as MeasurementRequest["islStage"],
      garmentKind: optional(extra.garmentKind),
      garmentClass: optional(extra.garmentClass) as MeasurementRequest["garmentClass"],
      garmentIssuedOn: optional(extra.garmentIssuedOn),
      notes: optional(extra.notes),
      homeCareNote: optional(extra.homeCareNote),
    };
  };

  const parsed = measurementRequestSchema.safeParse(body());
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
        setAffected([]);
        setOther([]);
        setExtra((x) => ({ ...x, notes: "", homeCareNote: "", bioimpedance: "" }));
      }
      onRecorded();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error("Error", {
        description: error instanceof Error ? error.message : measurementMessages.failedSave,
      });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const request = body();
    const checked = measurementRequestSchema.safeParse(request);
    const found = futureDateFields(request, today);
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(request);
  };

  const text = (key: keyof typeof extra, label: string, long = false) => (
    <FormField label={label} error={errors[key]}>
      {(p) =>
        long ? (
          <textarea
            {...p}
            className={`${p.className} w-full py-2`}
            rows={2}
            value={extra[key]}
            onChange={(e) => setExtra({ ...extra, [key]: e.target.value })}
          />
        ) : (
          <input
            {...p}
            className={`${p.className} w-full`}
            value={extra[key]}
            onChange={(e) => setExtra({ ...extra, [key]: e.target.value })}
          />
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
              value={takenOn}
              onChange={(e) => setTakenOn(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Limb" error={errors.limb}>
          {(p) => (
            <select
              {...p}
              className={`${p.className} w-full`}
              value={limb}
              onChange={(e) => setLimb(e.target.value as Limb)}
            >
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
              value={referencePoint}
              onChange={(e) => setReferencePoint(e.target.value)}
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
              value={spacing}
              onChange={(e) => setSpacing(e.target.value)}
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
        affected={affected}
        other={other}
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
              <select
                {...p}
                className={`${p.className} w-full`}
                value={extra.islStage}
                onChange={(e) => setExtra({ ...extra, islStage: e.target.value })}
              >
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
              <select
                {...p}
                className={`${p.className} w-full`}
                value={extra.garmentClass}
                onChange={(e) => setExtra({ ...extra, garmentClass: e.target.value })}
              >
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
                value={extra.garmentIssuedOn}
                onChange={(e) => setExtra({ ...extra, garmentIssuedOn: e.target.value })}
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
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? "Saving..." : correcting ? "Save correction" : "Save measurement"}
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
