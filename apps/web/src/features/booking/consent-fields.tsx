import type { BookingFormValues } from "@clinic/contract/booking";
import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FieldError } from "../../components/ui/form-field";
import { bookingConsentTexts } from "../../content/clinic-privacy-booking";
import { useBookingTexts } from "../../i18n/booking";
import { useClinicWords } from "../../i18n/clinic-words";
import { useLocalePath } from "../../i18n/locale";
import { useFieldErrorText } from "./field-error-text";

type ConsentName = "consentProcessing" | "consentTeleconsultation";

/**
 * One consent box: the whole row is its label, so the target is large (at least 44 px high, the box
 * itself 24 px), and its error sits right under it, named by the box.
 */
function ConsentBox({
  name,
  register,
  errors,
  children,
}: {
  name: ConsentName;
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
  children: ReactNode;
}) {
  const message = useFieldErrorText()(errors[name]?.message);
  return (
    <div>
      <label
        htmlFor={name}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
      >
        <input
          id={name}
          type="checkbox"
          required
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${name}-error` : undefined}
          {...register(name)}
        />
        <span>{children}</span>
      </label>
      <FieldError id={`${name}-error`} message={message} />
    </div>
  );
}

/**
 * Step 2's privacy notice summary and its two required consents (decision 0100): the processing of the
 * patient's data for the consultation, and the video consultation itself, with what it can and cannot
 * do. The texts come from the content file at build time (no request), in the page's language from its
 * booking layout, which then also says the English notice applies; the full notice opens in a new tab so the
 * wizard keeps what was typed. The consent is to the one notice version, whatever the language.
 */
export function ConsentFields({
  register,
  errors,
  video = true,
}: {
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
  /** The kind booked is a video consultation: its consent, and what video can and cannot do, are asked. */
  video?: boolean;
}) {
  const translated = useClinicWords().consent;
  const { summary, teleconsultation } = translated ?? bookingConsentTexts;
  const text = useBookingTexts("consent");
  const inLocale = useLocalePath();
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-300 bg-slate-50 p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{text.legend}</legend>
      <ul className="list-disc space-y-1 pl-5 text-slate-800 marker:text-brand-700">
        {summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {translated && <p className="text-slate-800">{translated.englishApplies}</p>}
      <p>
        <a
          href={inLocale("/privacy")}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
        >
          {text.readNotice}
        </a>
      </p>
      <ConsentBox name="consentProcessing" register={register} errors={errors}>
        {text.processing}
      </ConsentBox>
      {video && <VideoConsent register={register} errors={errors} teleconsultation={teleconsultation} />}
    </fieldset>
  );
}

/** The video consultation's part: what it can and cannot do, and its box. */
function VideoConsent({
  register,
  errors,
  teleconsultation,
}: {
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
  teleconsultation: (typeof bookingConsentTexts)["teleconsultation"];
}) {
  const text = useBookingTexts("consent");
  return (
    <>
      <div className="text-slate-800">
        <h3 className="font-semibold text-slate-900">{text.videoHeading}</h3>
        <p className="mt-1">{text.videoCan}</p>
        <ul className="list-disc space-y-1 pl-5 marker:text-brand-700">
          {teleconsultation.can.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-2">{text.videoCannot}</p>
        <ul className="list-disc space-y-1 pl-5 marker:text-brand-700">
          {teleconsultation.cannot.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-2">{teleconsultation.inPerson}</p>
      </div>
      <ConsentBox name="consentTeleconsultation" register={register} errors={errors}>
        {text.video}
      </ConsentBox>
    </>
  );
}
