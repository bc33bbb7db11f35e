import {
  type RecordAccessCodeSent,
  type RecordAccessVerify,
  recordAccessMessages,
  recordAccessVerifySchema,
} from "@clinic/contract/record-access";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api-client";
import { recordAccessApi } from "./record-access-api";
import { useRecordSession } from "./record-session";

/**
 * The step before anything record-wide (decision 0113): opening it sends a code to the email (and
 * WhatsApp) on the patient's record, and the patient types it here. Said plainly: where the code went
 * (masked), how long it works, and what a wrong or old code means. On the right code the record opens
 * and `onOpened` runs the action the patient asked for.
 */
export function RecordCodeStep({
  purpose,
  onOpened,
  onCancel,
}: {
  /** What the code is for, e.g. "To see all your data". */
  purpose: string;
  onOpened(): void;
  onCancel(): void;
}) {
  const { bookingId, token, open } = useRecordSession();
  const headingId = useId();
  const [sent, setSent] = useState<{ data: RecordAccessCodeSent; message: string } | null>(null);
  const form = useForm<RecordAccessVerify>({
    resolver: zodResolver(recordAccessVerifySchema),
    defaultValues: { code: "" },
  });
  const send = useMutation({
    mutationFn: () => recordAccessApi.sendCode(bookingId, token),
    onSuccess: ({ data, message }) => {
      setSent({ data, message: message ?? recordAccessMessages.sent(data.sentTo.email ?? "") });
      form.reset({ code: "" });
    },
  });
  const verify = useMutation({
    mutationFn: ({ code }: RecordAccessVerify) => recordAccessApi.verify(bookingId, token, code),
    onSuccess: (session) => {
      open(session);
      onOpened();
    },
    onError: (error) =>
      form.setError("code", {
        message: error instanceof ApiError ? error.message : "We could not check the code. Please try again.",
      }),
  });
  // One code per opening of the step (a re-render must not send another).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    send.mutate();
  }, [send]);
  // The box takes the focus once the code is on its way: the next thing to do is to type it.
  useEffect(() => {
    if (sent) form.setFocus("code");
  }, [sent, form]);
  const sendError = send.error
    ? send.error instanceof ApiError
      ? send.error.message
      : "We could not send a code. Please try again."
    : null;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-900"
      data-testid="record-code-step"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        First, confirm it is you
      </h3>
      <p className="mt-2 max-w-2xl">
        {purpose}, we send a 6-digit code to the email address on your record (and to WhatsApp, if you get
        updates there). This keeps your health information private, even if someone else has your booking
        link.
      </p>
      {!sent && send.isPending && (
        <p role="status" className="mt-3">
          Sending your code…
        </p>
      )}
      {sendError && (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {sendError}
        </p>
      )}
      {!sent ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {sendError && (
            <button type="button" className={buttonStyles.primary} onClick={() => send.mutate()}>
              Try again
            </button>
          )}
          <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
            Not now
          </button>
        </div>
      ) : (
        <>
          <p role="status" className="mt-3 font-medium">
            {sent.message}
          </p>
          <form
            noValidate
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={form.handleSubmit((values) => verify.mutate(values))}
          >
            <FormField label="6-digit code" error={form.formState.errors.code?.message}>
              {(p) => (
                <input
                  {...p}
                  className={`${p.className} w-full text-xl tracking-widest tabular-nums sm:w-48`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  {...form.register("code", {
                    setValueAs: (v: string) => v.replace(/\D/g, ""),
                  })}
                />
              )}
            </FormField>
            <button type="submit" className={buttonStyles.primary} disabled={verify.isPending}>
              {verify.isPending ? "Checking…" : "Confirm"}
            </button>
          </form>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={send.isPending}
              onClick={() => send.mutate()}
            >
              Send a new code
            </button>
            <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
              Not now
            </button>
          </div>
        </>
      )}
    </section>
  );
}
