import { useMutation } from "@tanstack/react-query";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { useRefusalText } from "../../i18n/refusal";
import { ApiError } from "../../lib/api-client";
import { downloadFile } from "../../lib/download-file";

/**
 * "Download receipt" (or credit note): the PDF fetched with the token as `Authorization: Bearer`,
 * never in the URL (decision 0105).
 */
export function ReceiptDownloadButton({
  bookingId,
  token,
  kind = "receipt",
  number,
}: {
  bookingId: string;
  token: string;
  kind?: "receipt" | "credit-note";
  number?: string | null | undefined;
}) {
  const text = useManageTexts("receipt");
  const locale = useLocale();
  const refusal = useRefusalText();
  const label = kind === "receipt" ? text.receipt : text.creditNote;
  const failed = kind === "receipt" ? text.receiptFailed : text.creditNoteFailed;
  const download = useMutation({
    mutationFn: () => {
      const init = { params: { path: { bookingId } }, headers: { Authorization: `Bearer ${token}` } };
      return kind === "receipt"
        ? downloadFile("receipt.pdf", "/api/public/bookings/{bookingId}/receipt.pdf", init)
        : downloadFile("credit-note.pdf", "/api/public/bookings/{bookingId}/credit-note.pdf", init);
    },
    // English keeps the server's words; other languages read the refusal's code (or, with none, say
    // their own "try again"), and a lost connection as such.
    onError: (error) =>
      toast.error(failed, {
        description:
          locale === "en"
            ? error.message
            : error instanceof ApiError && !error.code
              ? text.tryAgain
              : refusal(error),
      }),
  });
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={() => download.mutate()}
      disabled={download.isPending}
    >
      {download.isPending ? text.preparing : label}
      {number ? <span className="sr-only"> {number}</span> : null}
    </button>
  );
}
