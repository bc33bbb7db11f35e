import type { BookingFlow, CreatedBooking } from "@clinic/contract/booking";
import type { Locale } from "@clinic/contract/locales";
import type { PublicPackage } from "@clinic/contract/packages";
import type { PublicSlot } from "@clinic/contract/slots";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { useBookingTexts } from "../../i18n/booking";
import { useLocale } from "../../i18n/locale";
import type { BookingAttempt } from "./create-booking";
import { kindChoice } from "./kind-choice";
import { slotApi } from "./slot-api";
import { SlotDatesPreload } from "./slot-dates-preload";
import { SlotStep } from "./slot-step";

// Steps 2 and 3 (the form library, the schemas, the robot check) load when they are reached,
// so the first step stays light.
const BookingDetailsStep = lazy(() =>
  import("./booking-details-step").then((m) => ({ default: m.BookingDetailsStep })),
);
const PaymentStep = lazy(() => import("./payment-step").then((m) => ({ default: m.PaymentStep })));
/** Step 2's code, and the later steps' words in the page's language, fetched as soon as a time is chosen. */
const preloadDetails = (locale: Locale) =>
  void import("./booking-details-step").then((m) => m.preloadLaterTexts(locale));
// The kind step (issue 34) is shown only by a clinic with several kinds online: the spec's wizard, with
// the default kind alone, never loads it.
const KindStep = lazy(() => import("./kind-step").then((m) => ({ default: m.KindStep })));
// The packages (issue 35) load only when the clinic sells some online: without, the page is as it was.
const PackagesSection = lazy(() =>
  import("./packages-section").then((m) => ({ default: m.PackagesSection })),
);
const ChosenPackage = lazy(() => import("./chosen-package").then((m) => ({ default: m.ChosenPackage })));

type Step = "kind" | "slot" | "details" | "payment";

/** The three-step booking wizard of /book-consultation and /book (public-site.md §2, §4, §5). */
export function BookingWizard({ flow, title }: { flow: BookingFlow; title: string }) {
  const [step, setStep] = useState<Exclude<Step, "kind">>("slot");
  /** Whether the patient has passed the kind step (when there is one); "Change appointment" goes back. */
  const [kindDone, setKindDone] = useState(false);
  const [chosenKindId, setChosenKindId] = useState<string | undefined>();
  const [date, setDate] = useState<Date | undefined>();
  const [slot, setSlot] = useState<PublicSlot | undefined>();
  const [booking, setBooking] = useState<CreatedBooking | undefined>();
  /** The package being bought (issue 35): its kind is booked, its price paid; this is its first session. */
  const [pkg, setPkg] = useState<PublicPackage | undefined>();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const text = useBookingTexts("wizard");
  const kindTexts = useBookingTexts("kinds");
  // Asked with the month's dates (both preloaded by slot-dates-preload.tsx). Until it answers, and if it
  // fails, the wizard books the default kind: the spec's wizard, unchanged.
  const kinds = useQuery({
    queryKey: ["appointment-kinds", locale],
    queryFn: () => slotApi.kinds(locale),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const packages = useQuery({
    queryKey: ["packages", locale],
    queryFn: () => slotApi.packages(locale),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const onSale = packages.data?.items ?? [];
  // A package fixes the kind: the wizard asks no kind, and books the package's.
  const byKind = kindChoice(kinds.data?.items, pkg ? pkg.kindId : chosenKindId);
  const choice = pkg ? { ...byKind, asks: false, kindId: pkg.kindId } : byKind;
  const shown: Step = choice.asks && !kindDone && step === "slot" ? "kind" : step;
  const steps = choice.asks
    ? [kindTexts.step, text.stepSlot, text.stepDetails, text.stepPayment]
    : [text.stepSlot, text.stepDetails, text.stepPayment];
  const stepIndex = (["kind", "slot", "details", "payment"] as const).indexOf(shown) - (choice.asks ? 0 : 1);
  /** One key per submit of the same details; a retry after a failure of the network reuses it. */
  const attempt: BookingAttempt = useRef<BookingAttempt["current"]>(null);

  function startOver() {
    setBooking(undefined);
    setSlot(undefined);
    setStep("slot");
    void queryClient.invalidateQueries({ queryKey: ["slots"] });
    void queryClient.invalidateQueries({ queryKey: ["slot-dates"] });
  }

  function choosePackage(next: PublicPackage | undefined) {
    // Another kind's times differ: a time chosen before may not take the package's kind.
    setSlot(undefined);
    setPkg(next);
    setStep("slot");
  }

  function chooseKind(id: string) {
    // Another kind's times differ: a time chosen for the last one may not take this one.
    if (id !== choice.kindId) setSlot(undefined);
    setChosenKindId(id);
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <SlotDatesPreload />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {/* One line on a 375 px phone (screen guide: The wizard's column); narrower screens may wrap, and so
          do the four steps of a clinic with several kinds online. */}
      <ol className="mt-6 flex flex-wrap gap-1.5 sm:gap-2" aria-label={text.steps}>
        {steps.map((label, i) => (
          <li
            key={label}
            aria-current={i === stepIndex ? "step" : undefined}
            className={`whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium sm:px-4 ${
              i === stepIndex
                ? "bg-brand-700 text-white"
                : i < stepIndex
                  ? "bg-brand-100 text-brand-900"
                  : "bg-slate-100 text-slate-700"
            }`}
          >
            {/* The name alone in an element of its own: the page says each step's name once (step 2's
                heading has other words), so a search for 'Your Details' finds this one element. */}
            <span>{i + 1}</span> <span>{label}</span>
          </li>
        ))}
      </ol>
      <div className="mt-8">
        {pkg && shown === "slot" && (
          <Suspense fallback={null}>
            <div className="mb-6">
              <ChosenPackage pkg={pkg} onCancel={() => choosePackage(undefined)} />
            </div>
          </Suspense>
        )}
        {shown === "slot" && (
          <SlotStep
            highlightOpenDates={flow === "book-consultation"}
            kindId={choice.kindId}
            selectedDate={date}
            selectedSlot={slot}
            onSelectDate={(d) => {
              setDate(d);
              setSlot(undefined);
            }}
            onSelectSlot={(chosen) => {
              setSlot(chosen);
              preloadDetails(locale);
            }}
            onContinue={() => slot && setStep("details")}
          />
        )}
        {shown === "slot" && choice.asks && (
          <button type="button" className={`${buttonStyles.ghost} mt-4`} onClick={() => setKindDone(false)}>
            {kindTexts.change}
          </button>
        )}
        <Suspense fallback={<p className="text-slate-800">{text.loading}</p>}>
          {shown === "kind" && kinds.data && (
            <KindStep
              kinds={kinds.data.items}
              chosenId={choice.kindId}
              onChoose={chooseKind}
              onContinue={() => setKindDone(true)}
            />
          )}
          {shown === "details" && slot && (
            <BookingDetailsStep
              flow={flow}
              slot={slot}
              kindId={choice.kindId}
              kind={choice.asks || pkg ? choice.kind : undefined}
              pkg={pkg}
              attempt={attempt}
              onBack={() => setStep("slot")}
              onCreated={(created) => {
                setBooking(created);
                setStep("payment");
              }}
            />
          )}
          {shown === "payment" && booking && slot && (
            <PaymentStep booking={booking} slot={slot} pkg={pkg} onStartOver={startOver} />
          )}
          {!pkg && onSale.length > 0 && (shown === "slot" || shown === "kind") && (
            <PackagesSection packages={onSale} onChoose={choosePackage} />
          )}
        </Suspense>
      </div>
    </section>
  );
}
