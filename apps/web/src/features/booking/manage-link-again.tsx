import { useMutation } from "@tanstack/react-query";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { useRefusalText } from "../../i18n/refusal";
import { bookingApi } from "./booking-api";

/**
 * "Email me my manage link again" on the confirmation (issue 32): the page never holds the manage token
 * (decision 0093), so the intake form is reached from the email; a patient who cannot find it asks for
 * the link again. It goes to the address the booking was made with; the server's answer is the same
 * whether or not it sent one, and is kept on the page (not a toast) so it can be read at leisure.
 */
export function ManageLinkAgain({ bookingId }: { bookingId: string }) {
  const text = useManageTexts("linkAgain");
  const locale = useLocale();
  const refusal = useRefusalText();
  const resend = useMutation({
    mutationFn: () => bookingApi.resendManageLink(bookingId),
    // In English the call's own words, its fallback for a lost connection included.
    onError: (error) =>
      toast.error(text.failed, { description: locale === "en" ? error.message : refusal(error) }),
  });
  // The server answers in English: its words on an English page, ours (the same news) on the others.
  const sent = resend.isSuccess ? (locale === "en" ? resend.data.message : text.sent) : "";
  return (
    <div className="mt-4">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? text.sending : text.send}
      </button>
      <p role="status" className="mt-2 empty:hidden" data-testid="manage-link-sent">
        {sent}
      </p>
    </div>
  );
}
