import { formatDateTime, formatMoney } from "@clinic/contract/format";
import type { UpiQr } from "@clinic/contract/upi";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { Dialog, DialogDismiss } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { bookingPaymentApi, LinkToGive, type MadeLink } from "../payment-links";
import { useClinicUpi } from "./upi-api";

/** What the dialog needs of the unpaid booking. */
export type OwedBooking = { bookingId: string; customerName: string; amount: number; currency?: string };

/**
 * "Take payment" for a booking not paid yet (issue 35): a payment link, sent to the patient and shown to
 * copy, or, with Razorpay, its single-use UPI QR to scan at the desk, which closes once paid (the booking
 * is marked paid when Razorpay reports the payment). How it reads: screen guide, Take payment.
 */
export function TakePaymentDialog({
  booking,
  zone,
  onClose,
  onDone,
}: {
  booking: OwedBooking | null;
  zone: string;
  onClose(): void;
  /** After a link is made (the caller may refresh what it shows). */
  onDone?(): void;
}) {
  const upi = useClinicUpi();
  const [link, setLink] = useState<MadeLink | null>(null);
  const [qr, setQr] = useState<UpiQr | null>(null);
  const currency = booking?.currency ?? "INR";
  const close = () => {
    setLink(null);
    setQr(null);
    onClose();
  };
  const failed = (error: Error) => toast.error("Error", { description: error.message });
  const makeLink = useMutation({
    mutationFn: (id: string) => bookingPaymentApi.link(id),
    onSuccess: (made) => {
      setLink({ ...made, amountInPaisa: booking?.amount ?? 0, currency });
      onDone?.();
    },
    onError: failed,
  });
  const makeQr = useMutation({
    mutationFn: (id: string) => bookingPaymentApi.qr(id),
    onSuccess: setQr,
    onError: failed,
  });
  const owed = booking ? formatMoney(booking.amount, currency) : "";
  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title="Take payment"
      description={booking ? `${booking.customerName} owes ${owed}.` : undefined}
      size="md"
      footer={<DialogDismiss>Done</DialogDismiss>}
    >
      {booking && (
        <div className="mt-4 flex flex-col gap-4">
          {link ? (
            <LinkToGive link={link} zone={zone} />
          ) : (
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={makeLink.isPending}
              onClick={() => makeLink.mutate(booking.bookingId)}
            >
              {makeLink.isPending ? "Making the link..." : "Send a payment link"}
            </button>
          )}
          {upi.data?.razorpayQr &&
            (qr ? (
              <figure className="flex flex-col items-center gap-2">
                <img
                  src={qr.imageUrl}
                  alt={`UPI QR code to pay ${owed}`}
                  className="size-64 max-w-full rounded-lg border border-slate-300 bg-white object-contain"
                />
                <figcaption className="text-center text-slate-900">
                  The patient scans it with any UPI app. It takes one payment of {owed} and closes once paid,
                  or at {formatDateTime(qr.closesAt, zone)}; the booking is marked paid when Razorpay reports
                  the payment.
                </figcaption>
              </figure>
            ) : (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={makeQr.isPending}
                onClick={() => makeQr.mutate(booking.bookingId)}
              >
                {makeQr.isPending ? "Making the QR..." : "Show a UPI QR (Razorpay)"}
              </button>
            ))}
        </div>
      )}
    </Dialog>
  );
}
