import { reviewLimits } from "@clinic/contract/reviews";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { type CaptchaHandle, CaptchaWidget } from "../../components/captcha/captcha-widget";
import { buttonStyles } from "../../components/ui/button-styles";
import { FieldError } from "../../components/ui/form-field";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { Star } from "../../components/ui/stars";
import { toast } from "../../components/ui/toast";
import { useLocale, useLocalePath } from "../../i18n/locale";
import { usePageTexts } from "../../i18n/page-texts";
import { useRefusalText } from "../../i18n/refusal";
import { ApiError, submitReview } from "./reviews-api";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/** Five stars for the mouse and touch, and a radio group under them for the keyboard and screen readers. */
function RatingInput({ value, onChange }: { value: number; onChange(rating: number): void }) {
  const text = usePageTexts("reviews");
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset>
      <legend className="text-base font-medium text-slate-900">{text.rating}</legend>
      <div className="mt-1 flex items-center gap-1" onPointerLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            onPointerEnter={() => setHover(n)}
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={text.say(n > 1 ? "stars" : "star", { n })}
            />
            <Star
              aria-hidden="true"
              className={`size-8 ${n <= shown ? "fill-amber-400 text-amber-500" : "text-slate-400"}`}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-700" data-testid="rating-label">
          {value ? text.say("rated", { n: value }) : text.selectRating}
        </span>
      </div>
    </fieldset>
  );
}

/** 'Share Your Experience' (public-site.md §2 Reviews, §5, §8). */
export function ReviewForm({ writeReviewUrl }: { writeReviewUrl: string }) {
  const text = usePageTexts("reviews");
  const locale = useLocale();
  const inLocale = useLocalePath();
  const refusal = useRefusalText();
  const [name, setName] = useState("");
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [token, setToken] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const captcha = useRef<CaptchaHandle>(null);
  const key = useRef<string | null>(null);

  const reset = () => {
    setName("");
    setRating(0);
    setComment("");
    setToken(null);
    setFieldErrors({});
    key.current = null;
    setSubmitted(false);
  };

  const send = useMutation({
    mutationFn: (v: { captchaToken: string; key: string }) =>
      submitReview({ name, rating, comment, captchaToken: v.captchaToken }, v.key),
    onSuccess: () => {
      toast.success(text.submittedTitle, { description: text.submitted });
      setSubmitted(true);
    },
    onError: (error) => {
      // The server's words are English: other languages say the refusal by its code, and a refused box
      // in their own words.
      const english =
        error instanceof ApiError ? error.message || text.failed : (error as Error)?.message || text.network;
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setFieldErrors(
        locale === "en"
          ? fields
          : {
              ...(fields.name ? { name: text.checkName } : {}),
              ...(fields.comment ? { comment: text.checkReview } : {}),
            },
      );
      toast.error(text.failedTitle, { description: locale === "en" ? english : refusal(error) });
      key.current = null;
      captcha.current?.reset();
      setToken(null);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !rating || !comment.trim()) {
      toast.error(text.fillTitle, { description: text.fill });
      return;
    }
    if (!token) {
      toast.error(text.captchaTitle, { description: text.captcha });
      return;
    }
    key.current ??= crypto.randomUUID();
    send.mutate({ captchaToken: token, key: key.current });
  };

  if (submitted)
    return (
      <div
        className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center"
        data-testid="review-submitted"
      >
        <h2 className="text-2xl font-semibold text-slate-900">{text.thanks}</h2>
        <p className="mt-2 text-slate-800">{text.pending}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonStyles.primary} onClick={reset}>
            {text.another}
          </button>
          <Link to={inLocale("/")} className={buttonStyles.secondary}>
            {text.home}
          </Link>
        </div>
      </div>
    );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-2xl font-semibold text-slate-900">{text.share}</h2>
      <div>
        <label htmlFor="review-name" className="text-base font-medium text-slate-900">
          {text.name}
        </label>
        <input
          id="review-name"
          className={`${inputClass} min-h-11`}
          value={name}
          maxLength={reviewLimits.nameMax}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={fieldErrors.name ? true : undefined}
          aria-describedby={fieldErrors.name ? "review-name-error" : undefined}
        />
        <FieldError id="review-name-error" message={fieldErrors.name} />
      </div>
      <RatingInput value={rating} onChange={setRating} />
      <div>
        <label htmlFor="review-comment" className="text-base font-medium text-slate-900">
          {text.review}
        </label>
        <textarea
          id="review-comment"
          rows={6}
          className={inputClass}
          value={comment}
          maxLength={reviewLimits.commentMax}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={fieldErrors.comment ? true : undefined}
          aria-describedby={fieldErrors.comment ? "review-comment-error" : undefined}
        />
        <FieldError id="review-comment-error" message={fieldErrors.comment} />
      </div>
      <CaptchaWidget ref={captcha} onChange={(t) => setToken(t)} action="review" />
      <button type="submit" className={buttonStyles.primary} disabled={send.isPending}>
        {send.isPending ? text.submitting : text.submit}
      </button>
      <div className="flex flex-wrap gap-4 text-base">
        <NewTabLink
          href={writeReviewUrl}
          className="font-semibold text-brand-800 underline"
          hint={text.newTab}
        >
          {text.writeOnGoogle}
        </NewTabLink>
        <Link to={inLocale("/")} className="font-semibold text-brand-800 underline">
          {text.viewAll}
        </Link>
      </div>
    </form>
  );
}
