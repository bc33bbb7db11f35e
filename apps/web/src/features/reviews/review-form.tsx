import { reviewLimits } from "@clinic/contract/reviews";
import { useMutation } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { type CaptchaHandle, CaptchaWidget } from "../../components/captcha/captcha-widget";
import { buttonStyles } from "../../components/ui/button-styles";
import { FieldError } from "../../components/ui/form-field";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { toast } from "../../components/ui/toast";
import { ApiError, submitReview } from "./reviews-api";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/** Five stars for the mouse and touch, and a radio group under them for the keyboard and screen readers. */
function RatingInput({ value, onChange }: { value: number; onChange(rating: number): void }) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset>
      <legend className="text-base font-medium text-slate-900">Overall Rating</legend>
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
              aria-label={`${n} star${n > 1 ? "s" : ""}`}
            />
            <Star
              aria-hidden="true"
              className={`size-8 ${n <= shown ? "fill-amber-400 text-amber-500" : "text-slate-400"}`}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-700" data-testid="rating-label">
          {value ? `${value}/5 stars` : "Select a rating"}
        </span>
      </div>
    </fieldset>
  );
}

/** 'Share Your Experience' (public-site.md §2 Reviews, §5, §8). */
export function ReviewForm({ writeReviewUrl }: { writeReviewUrl: string }) {
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
      toast.success("Review submitted successfully!", {
        description: "Thank you for your feedback. Your review is pending approval.",
      });
      setSubmitted(true);
    },
    onError: (error) => {
      const message =
        error instanceof ApiError
          ? error.message || "Failed to submit review. Please try again."
          : (error as Error)?.message || "Network error. Please try again.";
      setFieldErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      toast.error("Submission failed", { description: message });
      key.current = null;
      captcha.current?.reset();
      setToken(null);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !rating || !comment.trim()) {
      toast.error("Please fill in all fields", { description: "Name, rating, and comment are required." });
      return;
    }
    if (!token) {
      toast.error("Please complete the CAPTCHA", {
        description: "CAPTCHA verification is required to submit a review.",
      });
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
        <h2 className="text-2xl font-semibold text-slate-900">Thank You for Your Review!</h2>
        <p className="mt-2 text-slate-800">
          Your review is pending approval and will appear on the site once it is approved.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonStyles.primary} onClick={reset}>
            Submit Another Review
          </button>
          <Link to="/" className={buttonStyles.secondary}>
            Return to Home
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
      <h2 className="text-2xl font-semibold text-slate-900">Share Your Experience</h2>
      <div>
        <label htmlFor="review-name" className="text-base font-medium text-slate-900">
          Your Name
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
          Your Review
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
        {send.isPending ? "Submitting…" : "Submit Review"}
      </button>
      <div className="flex flex-wrap gap-4 text-base">
        <NewTabLink href={writeReviewUrl} className="font-semibold text-brand-800 underline">
          Write a Review on Google
        </NewTabLink>
        <Link to="/" className="font-semibold text-brand-800 underline">
          View All Reviews
        </Link>
      </div>
    </form>
  );
}
