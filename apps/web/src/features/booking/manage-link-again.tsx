import { useMutation } from "@tanstack/react-query";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { bookingApi } from "./booking-api";

/**
 * "Email me my manage link again" on the confirmation (issue 32): the page never holds the manage token
 * (decision 0093), so the intake form is reached from the email; a patient who cannot find it asks for
 * the link again. It goes to the address the booking was made with; the server's answer is the same
 * whether or not it sent one, and is kept on the page (not a toast) so it can be read at leisure.
 */
export function ManageLinkAgain({ bookingId }: { bookingId: string }) {
  const resend = useMutation({
    mutationFn: () => bookingApi.resendManageLink(bookingId),
    onError: (error) => toast.error("Could not send the link", { description: error.message }),
  });
  return (
    <div className="mt-4">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? "Sending…" : "Email me my manage link again"}
      </button>
      <p role="status" className="mt-2 empty:hidden" data-testid="manage-link-sent">
        {resend.isSuccess ? resend.data.message : ""}
      </p>
    </div>
  );
}
