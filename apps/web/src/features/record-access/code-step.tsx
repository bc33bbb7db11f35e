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
import { useLocale } from "../../i18n/locale";
import { useRecordTexts } from "../../i18n/record";
import { useRefusalText } from "../../i18n/refusal";
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
  const text = useRecordTexts("access");
  const locale = useLocale();
  const refusal = useRefusalText();
  const headingId = useId();
  const [sent, setSent] = useState<{ data: RecordAccessCodeSent; message: string } | null>(null);
  const form = useForm<RecordAccessVerify>({
    resolver: zodResolver(recordAccessVerifySchema),
    defaultValues: { code: "" },
  });
  const send = useMutation({
    mutationFn: () => recordAccessApi.sendCode(bookingId, token),
    onSuccess: ({ data, message }) => {
      // The server's words are English: other languages say it in their own.
      const to = data.sentTo.email ?? "";
      const english = message ?? recordAccessMessages.sent(to);
      setSent({ data, message: locale === "en" ? english : text.say("sent", { to }) });
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
        type: "refusal",
        message: !(error instanceof ApiError)
          ? text.checkFailed
          : // The server's English says how many tries are left; other languages say it in their own.
            locale !== "en" && error.code === "code_invalid" && error.triesLeft !== undefined
            ? text.say("wrongCode", { left: error.triesLeft })
            : refusal(error),
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
      ? refusal(send.error)
      : text.sendFailed
    : null;
  // The schema's own message is English: a box checked here says the page's words (one rule, one text).
  const codeError = form.formState.errors.code;
  const codeMessage = codeError && (codeError.type === "refusal" ? codeError.message : text.codeFormat);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-900"
      data-testid="record-code-step"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {text.heading}
      </h3>
      <p className="mt-2 max-w-2xl">{text.say("why", { purpose })}</p>
      {!sent && send.isPending && (
        <p role="status" className="mt-3">
          {text.sending}
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
              {text.tryAgain}
            </button>
          )}
          <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
            {text.notNow}
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
            <FormField label={text.codeLabel} error={codeMessage}>
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
              {verify.isPending ? text.checking : text.confirm}
            </button>
          </form>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={send.isPending}
              onClick={() => send.mutate()}
            >
              {text.newCode}
            </button>
            <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
              {text.notNow}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
