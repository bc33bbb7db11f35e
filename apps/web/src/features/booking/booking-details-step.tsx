import type { PublicKind } from "@clinic/contract/appointment-kinds";
import type { BookingFlow, CreatedBooking } from "@clinic/contract/booking";
import type { Locale } from "@clinic/contract/locales";
import type { PublicPackage } from "@clinic/contract/packages";
import type { PublicSlot } from "@clinic/contract/slots";
import { useQueryClient } from "@tanstack/react-query";
import { useBookingTexts } from "../../i18n/booking";
import { BookingLaterTextsProvider, loadBookingLaterTexts } from "../../i18n/booking-later";
import { useLocale } from "../../i18n/locale";
import { ChosenPackage } from "./chosen-package";
import { type BookingAttempt, createBooking } from "./create-booking";
import { DetailsStep, type DetailsSubmit } from "./details-step";

/** Starts loading the later steps' words: the wizard calls it with this module, once a time is chosen. */
export function preloadLaterTexts(locale: Locale) {
  void loadBookingLaterTexts(locale);
}

/**
 * The wizard's step 2 with its booking call: the details form, and on submit the booking made in the page's
 * language (create-booking.ts). It loads when step 2 is reached, so the wizard's first step carries none
 * of it (docs/decisions/0063-booking-wizard-first-load.md).
 */
export function BookingDetailsStep({
  flow,
  slot,
  kindId,
  kind,
  pkg,
  attempt,
  onBack,
  onCreated,
}: {
  flow: BookingFlow;
  slot: PublicSlot;
  /** The kind booked: always sent (the default kind's id when the clinic offers one kind). */
  kindId: string;
  /** The kind as listed, given when the patient chose it (several kinds): named above the form. */
  kind: PublicKind | undefined;
  /** The package this booking buys (issue 35): said above the form, and sent with the booking. */
  pkg?: PublicPackage | undefined;
  /** One key per submit of the same details, kept by the wizard: a retry after a network failure reuses it. */
  attempt: BookingAttempt;
  onBack(): void;
  onCreated(booking: CreatedBooking): void;
}) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const text = useBookingTexts("wizard");
  const refusals = useBookingTexts("refusals");

  const submit: DetailsSubmit = async (values, captcha, visitAddress) => {
    const created = await createBooking({
      slot,
      kind: { id: kindId, visitAddress },
      ...(pkg ? { packageId: pkg.id } : {}),
      flow,
      values,
      captcha,
      attempt,
      locale,
      words: {
        failed: text.failedToCreate,
        paymentErrorTitle: text.paymentErrorTitle,
        missingId: text.missingId,
        refusals,
      },
      onSlotTaken: () => void queryClient.invalidateQueries({ queryKey: ["slots"] }),
    });
    if (!created) return false;
    onCreated(created);
    return true;
  };

  return (
    <BookingLaterTextsProvider locale={locale}>
      <DetailsStep
        flow={flow}
        slot={slot}
        kind={kind}
        summary={pkg ? <ChosenPackage pkg={pkg} /> : undefined}
        onBack={onBack}
        onSubmit={submit}
      />
    </BookingLaterTextsProvider>
  );
}
