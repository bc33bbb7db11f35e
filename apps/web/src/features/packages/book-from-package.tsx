import type { MyPackage } from "@clinic/contract/packages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { toDateKey } from "../../components/ui/month-calendar";
import { toast } from "../../components/ui/toast";
import { useRecordTexts } from "../../i18n/record";
import { useRefusalText } from "../../i18n/refusal";
import { useRecordSession } from "../record-access";
import { myPackagesKey, packagesApi } from "./packages-api";

/**
 * The date and time picker the manage page lends (the wizard's slot step): the booking feature owns it,
 * and it already shows this section, so it is passed in rather than imported back.
 */
export type SlotPicker = ComponentType<{
  kindId: string;
  busy: boolean;
  continueLabel: string;
  onPick(slotId: string): void;
}>;

/** Sessions free to book now: paid, not past its last day, with a credit not held by a booking. */
export function canBookFrom(item: MyPackage, todayKey: string): boolean {
  return (
    item.paymentStatus === "PAID" &&
    item.sessionsLeft - item.sessionsBooked > 0 &&
    (item.expiresOn === null || item.expiresOn >= todayKey)
  );
}

/**
 * "Book a session" under a package (issue 35): the patient picks a time of the package's kind and books
 * it with one credit; the server checks the scope, the credit and the slot again. My packages reloads
 * after it, so the session shows among those booked ahead.
 */
export function BookFromPackage({ item, slotPicker: Picker }: { item: MyPackage; slotPicker: SlotPicker }) {
  const { bookingId, token, session } = useRecordSession();
  const [open, setOpen] = useState(false);
  const text = useRecordTexts("packages");
  const refusal = useRefusalText();
  const queryClient = useQueryClient();
  const book = useMutation({
    mutationFn: (slotId: string) =>
      packagesApi.bookSession(bookingId, token, session?.recordSession ?? null, {
        purchaseId: item.purchaseId,
        slotId,
      }),
    onSuccess: async () => {
      setOpen(false);
      toast.success(text.sessionBooked);
      await queryClient.invalidateQueries({ queryKey: myPackagesKey(bookingId) });
    },
    onError: (error) => toast.error(text.bookFailed, { description: refusal(error) }),
  });
  // The browser's date: a day off near midnight only offers a time the server then refuses.
  if (!canBookFrom(item, toDateKey(new Date()))) return null;
  if (!open)
    return (
      <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => setOpen(true)}>
        {text.bookSession}
      </button>
    );
  return (
    <div className="mt-4">
      <p className="font-semibold text-slate-900">{text.say("chooseTime", { name: item.name })}</p>
      <Picker
        kindId={item.kindId}
        busy={book.isPending}
        continueLabel={book.isPending ? text.bookingNow : text.bookHere}
        onPick={(slotId) => {
          if (!book.isPending) book.mutate(slotId);
        }}
      />
      <button type="button" className={`${buttonStyles.ghost} mt-4`} onClick={() => setOpen(false)}>
        {text.notNow}
      </button>
    </div>
  );
}
