import { type IntakePhoto, intakePhotoLimits } from "@clinic/contract/intake-form";
import { useId, useRef, useState } from "react";
import { buttonStyles, compactButton } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { useRefusalText } from "../../i18n/refusal";
import { intakeApi } from "./intake-api";

const maxMb = intakePhotoLimits.bytes / (1024 * 1024);
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const typeText = (contentType: string) => (contentType === "image/png" ? "PNG" : "JPEG");

/**
 * The intake's optional photos: up to three, JPEG, PNG or HEIC, 5 MB each. The page checks the size
 * and count first (a clear message without sending 5 MB on a phone's connection); the server checks
 * everything again, reading the type from the bytes.
 */
export function IntakePhotos({
  bookingId,
  token,
  photos,
  editable,
  onChange,
}: {
  bookingId: string;
  token: string;
  photos: IntakePhoto[];
  editable: boolean;
  onChange(photos: IntakePhoto[]): void;
}) {
  const text = useManageTexts("photos");
  const locale = useLocale();
  const refusal = useRefusalText();
  // In English the call's own words (a lost upload says so in its own sentence).
  const problem = (e: unknown) => (locale === "en" ? (e as Error).message : refusal(e));
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = photos.length >= intakePhotoLimits.count;

  async function send(file: File) {
    setError(null);
    if (file.size > intakePhotoLimits.bytes) {
      setError(text.say("tooLarge", { mb: maxMb }));
      return;
    }
    setProgress(0);
    try {
      const photo = await intakeApi.uploadPhoto(bookingId, token, file, setProgress);
      onChange([...photos, photo]);
      toast.success(text.addedToast);
    } catch (e) {
      setError(problem(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  async function remove(photo: IntakePhoto) {
    setError(null);
    try {
      await intakeApi.removePhoto(bookingId, token, photo.id);
      onChange(photos.filter((p) => p.id !== photo.id));
      toast.success(text.deletedToast);
    } catch (e) {
      setError(problem(e));
    }
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="mt-8 border-t border-slate-200 pt-6">
      <h3 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h3>
      <p className="mt-1 text-slate-800">
        {text.say("about", { count: intakePhotoLimits.count, mb: maxMb })}
      </p>
      <p id={statusId} className="mt-2 font-medium text-slate-900" aria-live="polite">
        {text.say("added", { added: photos.length, count: intakePhotoLimits.count })}
      </p>
      {photos.length > 0 && (
        <ul className="mt-2 space-y-2">
          {photos.map((p, i) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1"
            >
              <span className="text-slate-900">
                {text.say("photo", { number: i + 1 })} · {typeText(p.contentType)} · {sizeText(p.byteSize)}
              </span>
              {editable && (
                <button
                  type="button"
                  className={`${compactButton} border-red-800 bg-white text-red-800`}
                  onClick={() => void remove(p)}
                  aria-label={text.say("deleteLabel", { number: i + 1 })}
                >
                  {text.delete}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="mt-4">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
            className="sr-only"
            disabled={full || progress !== null}
            aria-describedby={error ? `${inputId}-error` : statusId}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={`${buttonStyles.secondary} ${full || progress !== null ? "pointer-events-none opacity-60" : "cursor-pointer"}`}
            aria-disabled={full || progress !== null}
          >
            {full ? text.full : text.add}
          </label>
          {progress !== null && (
            <div className="mt-3">
              <label htmlFor={`${inputId}-progress`} className="text-sm text-slate-800">
                {text.sending}
              </label>
              <progress id={`${inputId}-progress`} className="mt-1 block w-full" max={1} value={progress} />
            </div>
          )}
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-2 font-medium text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
