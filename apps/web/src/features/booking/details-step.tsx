import type { PublicKind } from "@clinic/contract/appointment-kinds";
import type { BookingFlow, BookingFormValues } from "@clinic/contract/booking";
import { bookingCaptchaAction, type CaptchaProviderName } from "@clinic/contract/captcha";
import { invalidPhoneMessage, normalisePhoneInput } from "@clinic/contract/phone";
import type { PublicSlot } from "@clinic/contract/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useContext, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type CaptchaHandle, CaptchaWidget } from "../../components/captcha/captcha-widget";
import { SiteContext } from "../../components/layout/site-context";
import { buttonStyles } from "../../components/ui/button-styles";
import { FieldError } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { useBookingTexts } from "../../i18n/booking";
import type { BookingLaterTexts } from "../../i18n/booking-later-texts.en";
import { useLocalePath } from "../../i18n/locale";
import { visitorTimeZone } from "./booking-time";
import { ChosenTime } from "./chosen-time";
import { ConsentFields } from "./consent-fields";
import { useFieldErrorText } from "./field-error-text";
import { browserTimeZones, timeZoneChoices } from "./time-zones";
import { ChosenKind, detailsFormSchema, VisitAddressField } from "./visit-address";
import { WhatsAppOptIn } from "./whatsapp-opt-in";

export type DetailsSubmit = (
  values: BookingFormValues,
  captcha: { token: string; provider: CaptchaProviderName },
  /** A home visit's address (issue 34); undefined for the other kinds. */
  visitAddress?: string,
) => Promise<boolean>;

/** The form's values: the spec's, and a home visit's address. */
type FormValues = BookingFormValues & { visitAddress?: string };

/**
 * A field's label and its marks. The label holds the field's name alone, so that the name is exactly
 * the spec's ('Full Name', 'Email', …): the required '*' is beside it and hidden from screen readers
 * (the control says it is required), and a hint such as '(optional)' is beside it too, describing the
 * control through `aria-describedby` (its id is `hintId`).
 */
function FieldLabel({
  htmlFor,
  children,
  required,
  hint,
  hintId,
}: {
  htmlFor: string;
  children: string;
  required?: boolean;
  hint?: string;
  hintId?: string;
}) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-1 font-medium text-slate-900">
      <label htmlFor={htmlFor}>{children}</label>
      {required && <span aria-hidden="true">*</span>}
      {hint && (
        <span id={hintId} className="font-normal">
          {hint}
        </span>
      )}
    </div>
  );
}

/**
 * Why 'Proceed to Payment' is greyed out, in the patient's words, or null when nothing is missing: the
 * unticked terms box (the spec's 'Please accept the terms and conditions') and the robot check.
 */
export function proceedHint(
  done: { terms: boolean; robotCheck: boolean },
  text: Pick<BookingLaterTexts["details"], "missingBoth" | "missingTerms" | "missingRobot">,
): string | null {
  if (!done.terms && !done.robotCheck) return text.missingBoth;
  if (!done.terms) return text.missingTerms;
  if (!done.robotCheck) return text.missingRobot;
  return null;
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/**
 * Step 2: the patient's details, the privacy notice's summary and the two consents (decision 0100), the
 * terms and the robot check (public-site.md §2, §5).
 */
export function DetailsStep({
  flow,
  slot,
  kind,
  summary,
  onBack,
  onSubmit,
}: {
  flow: BookingFlow;
  /** The chosen time; its zone is the clinic's. */
  slot: PublicSlot;
  /** The kind the patient chose among several (issue 34); undefined with the default kind alone. */
  kind?: PublicKind;
  /** What is bought in place of the kind's line (a package, issue 35). */
  summary?: ReactNode;
  onBack(): void;
  onSubmit: DetailsSubmit;
}) {
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaProvider, setCaptchaProvider] = useState<CaptchaProviderName>("altcha");
  const [processing, setProcessing] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const text = useBookingTexts("details");
  const kindTexts = useBookingTexts("kinds");
  const say = useFieldErrorText();
  const homeVisit = kind?.mode === "home_visit";
  const inLocale = useLocalePath();
  // /book's select starts on the clinic's zone, the one the times are shown in (decision 0079); the
  // visitor may choose another. /book-consultation has no field and sends the visitor's own zone. The
  // select always holds the zone it starts on, so what it shows is what is sent.
  const timeZones = useMemo(() => timeZoneChoices(browserTimeZones(), visitorTimeZone(), slot.tz), [slot.tz]);
  const startZone = flow === "book" ? timeZones.clinic : timeZones.visitor;
  const form = useForm<FormValues>({
    resolver: zodResolver(detailsFormSchema(flow, kind, kindTexts)),
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      notes: "",
      timezone: startZone,
      terms: false,
      consentProcessing: false,
      consentTeleconsultation: false,
      whatsappOptIn: false,
    },
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, watch, setValue, getValues } = form;
  // The clinic the WhatsApp messages come from: the root loader's site data (the content file's name).
  const clinicName = useContext(SiteContext)?.name ?? text.clinic;
  const terms = watch("terms");
  const notesRequired = flow === "book-consultation";
  // The spec keeps the button disabled while the terms (on /book-consultation) or the robot check are
  // missing; the line under it names what is missing, so a greyed-out button always says why.
  const missing = proceedHint({ terms: flow === "book" || terms, robotCheck: Boolean(captchaToken) }, text);
  const disabled = processing || missing !== null;

  const submit = handleSubmit(
    async (values) => {
      if (!values.terms) {
        toast.error(text.termsTitle, { description: text.termsToast });
        return;
      }
      if (!captchaToken) {
        toast.error(text.verifyTitle, { description: text.verifyToast });
        return;
      }
      setProcessing(true);
      const visitAddress = homeVisit ? values.visitAddress : undefined;
      const ok = await onSubmit(values, { token: captchaToken, provider: captchaProvider }, visitAddress);
      setProcessing(false);
      if (!ok) captcha.current?.reset();
    },
    (errors) => {
      if (errors.phone)
        toast.error(text.phoneTitle, { description: say(errors.phone.message ?? invalidPhoneMessage) });
      // With the details right and only the consents missing, unticked terms still say so (spec §5).
      const onlyConsents = Object.keys(errors).every((name) => name.startsWith("consent"));
      if (onlyConsents && !getValues("terms")) toast.error(text.termsTitle, { description: text.termsToast });
    },
  );

  const error = (name: keyof FormValues) => (
    <FieldError id={`${name}-error`} message={say(formState.errors[name]?.message)} />
  );
  /** The field's hint (when it has one) and its error (while it shows). */
  const described = (name: keyof FormValues, hintId?: string) => ({
    "aria-invalid": formState.errors[name] ? true : undefined,
    "aria-describedby":
      [hintId, formState.errors[name] ? `${name}-error` : undefined].filter(Boolean).join(" ") || undefined,
  });

  return (
    // Left-aligned under the page's heading and the step list (screen guide: The wizard's column).
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{text.heading}</h2>
      <ChosenTime slot={slot} />
      {summary ?? (kind && <ChosenKind kind={kind} />)}
      <div>
        <FieldLabel htmlFor="name" required>
          {text.name}
        </FieldLabel>
        <input
          id="name"
          autoComplete="name"
          required
          className={inputClass}
          {...register("name")}
          {...described("name")}
        />
        {error("name")}
      </div>
      <div>
        <FieldLabel htmlFor="email" required>
          {text.email}
        </FieldLabel>
        <input
          id="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className={inputClass}
          {...register("email")}
          {...described("email")}
        />
        {error("email")}
      </div>
      <div>
        <FieldLabel htmlFor="phone" required>
          {text.phone}
        </FieldLabel>
        <div className="mt-1 flex">
          <span className="inline-flex min-h-11 items-center rounded-l-lg border border-r-0 border-slate-400 bg-slate-100 px-3 text-slate-900">
            +91
          </span>
          <input
            id="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            className={`${inputClass} mt-0 rounded-l-none`}
            {...register("phone", {
              onChange: (event) =>
                setValue("phone", normalisePhoneInput(event.target.value), {
                  shouldValidate: formState.isSubmitted,
                }),
            })}
            {...described("phone")}
          />
        </div>
        {error("phone")}
      </div>
      <div>
        <FieldLabel
          htmlFor="notes"
          required={notesRequired}
          hint={notesRequired ? undefined : text.optional}
          hintId="notes-hint"
        >
          {text.notes}
        </FieldLabel>
        <textarea
          id="notes"
          rows={4}
          required={notesRequired}
          className={inputClass}
          placeholder={text.notesPlaceholder}
          {...register("notes")}
          {...described("notes", notesRequired ? undefined : "notes-hint")}
        />
        {error("notes")}
      </div>
      {homeVisit && (
        <VisitAddressField
          area={kind.serviceArea}
          field={register("visitAddress")}
          error={formState.errors.visitAddress?.message}
          inputClass={inputClass}
        />
      )}
      {flow === "book" && (
        <div>
          <FieldLabel htmlFor="timezone">{text.timezone}</FieldLabel>
          <select id="timezone" className={inputClass} {...register("timezone")} {...described("timezone")}>
            {timeZones.zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          {error("timezone")}
        </div>
      )}
      <ConsentFields
        register={register}
        errors={formState.errors}
        video={kind === undefined || kind.mode === "video"}
      />
      <WhatsAppOptIn clinicName={clinicName} register={register} />
      <div className="flex items-start gap-3">
        <input id="terms" type="checkbox" className="mt-1 size-5 accent-brand-700" {...register("terms")} />
        <label htmlFor="terms" className="text-slate-900">
          {/* The two links' places differ by language: "मैं {terms} और {privacy} से सहमत हूँ". */}
          {text.agree.split(/(\{terms\}|\{privacy\})/).map((part) => {
            const page = part === "{terms}" ? "terms" : part === "{privacy}" ? "privacy" : null;
            if (!page) return part;
            return (
              <Link key={page} to={inLocale(`/${page}`)} className="text-brand-800 underline" target="_blank">
                {text[page]}
              </Link>
            );
          })}
        </label>
      </div>
      <CaptchaWidget
        ref={captcha}
        action={bookingCaptchaAction}
        onChange={(token, provider) => {
          setCaptchaToken(token);
          setCaptchaProvider(provider);
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className={buttonStyles.secondary} onClick={onBack} disabled={processing}>
          {text.back}
        </button>
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={disabled}
          aria-describedby={missing && !processing ? "proceed-hint" : undefined}
        >
          {processing ? text.processing : text.proceed}
        </button>
      </div>
      {/* Under the buttons, so that its going away moves neither of them (screen guide: A greyed-out button says why). */}
      {missing && !processing && (
        <p id="proceed-hint" className="text-slate-800 sm:text-right" data-testid="proceed-hint">
          {missing}
        </p>
      )}
    </form>
  );
}
