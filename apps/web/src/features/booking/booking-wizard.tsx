import type { BookingFlow, CreatedBooking } from "@clinic/contract/booking";
import type { PublicSlot } from "@clinic/contract/slots";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { useBookingTexts } from "../../i18n/booking";
import type { BookingAttempt } from "./create-booking";
import { SlotDatesPreload } from "./slot-dates-preload";
import { SlotStep } from "./slot-step";

// Steps 2 and 3 (the form library, the schemas, the robot check) load when they are reached,
// so the first step stays light.
const BookingDetailsStep = lazy(() =>
  import("./booking-details-step").then((m) => ({ default: m.BookingDetailsStep })),
);
const PaymentStep = lazy(() => import("./payment-step").then((m) => ({ default: m.PaymentStep })));
const preloadDetails = () => void import("./booking-details-step");

/** The three-step booking wizard of /book-consultation and /book (public-site.md §2, §4, §5). */
export function BookingWizard({ flow, title }: { flow: BookingFlow; title: string }) {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [date, setDate] = useState<Date | undefined>();
  const [slot, setSlot] = useState<PublicSlot | undefined>();
  const [booking, setBooking] = useState<CreatedBooking | undefined>();
  const queryClient = useQueryClient();
  const text = useBookingTexts("wizard");
  const steps = [text.stepSlot, text.stepDetails, text.stepPayment];
  /** One key per submit of the same details; a retry after a failure of the network reuses it. */
  const attempt: BookingAttempt = useRef<BookingAttempt["current"]>(null);

  function startOver() {
    setBooking(undefined);
    setSlot(undefined);
    setStep(0);
    void queryClient.invalidateQueries({ queryKey: ["slots"] });
    void queryClient.invalidateQueries({ queryKey: ["slot-dates"] });
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <SlotDatesPreload />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {/* One line on a 375 px phone (screen guide: The wizard's column); narrower screens may wrap. */}
      <ol className="mt-6 flex flex-wrap gap-1.5 sm:gap-2" aria-label={text.steps}>
        {steps.map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? "step" : undefined}
            className={`whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium sm:px-4 ${
              i === step
                ? "bg-brand-700 text-white"
                : i < step
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
        {step === 0 && (
          <SlotStep
            highlightOpenDates={flow === "book-consultation"}
            selectedDate={date}
            selectedSlot={slot}
            onSelectDate={(d) => {
              setDate(d);
              setSlot(undefined);
            }}
            onSelectSlot={(chosen) => {
              setSlot(chosen);
              preloadDetails();
            }}
            onContinue={() => slot && setStep(1)}
          />
        )}
        <Suspense fallback={<p className="text-slate-800">{text.loading}</p>}>
          {step === 1 && slot && (
            <BookingDetailsStep
              flow={flow}
              slot={slot}
              attempt={attempt}
              onBack={() => setStep(0)}
              onCreated={(created) => {
                setBooking(created);
                setStep(2);
              }}
            />
          )}
          {step === 2 && booking && slot && (
            <PaymentStep booking={booking} slot={slot} onStartOver={startOver} />
          )}
        </Suspense>
      </div>
    </section>
  );
}
