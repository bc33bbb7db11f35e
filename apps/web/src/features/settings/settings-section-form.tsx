import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { ApiError, type ApiSuccess } from "../../lib/api-client";
import { reason } from "./settings-api";

export type SectionForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output>;

/**
 * How a section sits on its tab: a card with its heading and a line of text (Receipts, Retention, the
 * tracker), or a form of its own named for assistive technology (General, Video, Razorpay keys).
 */
type Frame =
  | { heading: string; headingId: string; description: ReactNode }
  | { label: string; className: string };

type SettingsSectionFormProps<Values extends FieldValues, Output, Answer> = {
  /** The contract's schema of the section: the form checks what the server checks. */
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  /** The settings call that stores the section. */
  save(values: Output): Promise<ApiSuccess<Answer>>;
  /** After a save, before its toast: hand the answer on (and empty the secret boxes). */
  onSaved(answer: Answer, form: SectionForm<Values, Output>, values: Output): void;
  /** The toasts' titles: a save's (the server's message first) and a failure's (with its reason). */
  toasts: { saved: string; failed: string };
  /** An answer stored but not working (keys Razorpay refused): its message is a failure's toast. */
  failedDespiteSaving?(answer: Answer): boolean;
  /** How the server names this form's fields: "retention." before `intakeYears`. */
  serverFieldPrefix?: string;
  submitLabel: string;
  /** A row around the submit button (a grid's full width). */
  submitRowClassName?: string;
  frame: Frame;
  /** The section's fields. */
  children(form: SectionForm<Values, Output>): ReactNode;
};

/**
 * One Settings section (decision 0118): a form checked with the contract's schema, saved through the
 * settings API, the server's reasons shown under the fields they name, and the same toasts for every
 * section. A section only lists its fields.
 */
export function SettingsSectionForm<Values extends FieldValues, Output, Answer>(
  props: SettingsSectionFormProps<Values, Output, Answer>,
) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaultValues,
  });
  const saving = useMutation({
    mutationFn: (values: Output) => props.save(values),
    onSuccess: ({ data, message }, values) => {
      props.onSaved(data, form, values);
      if (props.failedDespiteSaving?.(data)) toast.error(props.toasts.failed, { description: message });
      else toast.success(message ?? props.toasts.saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields)
        showServerReasons(form, error.fields, props.serverFieldPrefix ?? "");
      toast.error(props.toasts.failed, { description: reason(error) });
    },
  });
  // The toasts above tell of a failure; the form only waits for the answer.
  const submit = form.handleSubmit((values) => saving.mutateAsync(values).catch(() => undefined));
  const busy = form.formState.isSubmitting || saving.isPending;
  const button = (
    <button
      type="submit"
      className={"heading" in props.frame ? `${buttonStyles.primary} mt-4` : buttonStyles.primary}
      disabled={busy}
    >
      {busy ? "Saving..." : props.submitLabel}
    </button>
  );
  const fields = props.children(form);
  const footer = props.submitRowClassName ? <div className={props.submitRowClassName}>{button}</div> : button;

  if ("heading" in props.frame) {
    const { heading, headingId, description } = props.frame;
    return (
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{description}</p>
        {fields}
        {footer}
      </form>
    );
  }
  return (
    <form onSubmit={submit} noValidate className={props.frame.className} aria-label={props.frame.label}>
      {fields}
      {footer}
    </form>
  );
}

/** The server's reason for each field this form holds, under that field. */
function showServerReasons<Values extends FieldValues, Output>(
  form: SectionForm<Values, Output>,
  reasons: Record<string, string>,
  prefix: string,
) {
  const values = form.getValues();
  for (const [field, message] of Object.entries(reasons)) {
    if (!field.startsWith(prefix)) continue;
    const name = field.slice(prefix.length);
    if (isFieldOf(values, name)) form.setError(name, { message });
  }
}

/** True when `name` ("businessHours.monday.close", "holidays.0") is a value the form holds. */
function isFieldOf<Values extends FieldValues>(values: Values, name: string): name is Path<Values> {
  let at: unknown = values;
  for (const key of name.split(".")) {
    if (typeof at !== "object" || at === null || !(key in at)) return false;
    at = Reflect.get(at, key);
  }
  return name !== "";
}
