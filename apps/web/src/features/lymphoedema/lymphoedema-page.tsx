import type { FormEvent } from "react";
import { Check } from "../../components/layout/icons";
import { PageHeader, PageSection } from "../../components/layout/page-header";
import { buttonStyles } from "../../components/ui/button-styles";
import type { LymphoedemaContent } from "../../content/page-content";
import { useLocalePath } from "../../i18n/locale";
import { usePageTexts } from "../../i18n/page-texts";
import { ArrowDown, CalendarCheck, CircleAlert } from "./lymphoedema-icons";

export const TREATMENT_SECTION_ID = "treatment-approach";
const LEARN_MORE_HINT_ID = "learn-more-hint";

/**
 * 'Book Consultation': a new document for the booking wizard (its own security policy, decision 0055),
 * without the empty query string a bare form submission leaves.
 */
function bookConsultation(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  window.location.assign(event.currentTarget.getAttribute("action") ?? "/book-consultation");
}

/**
 * 'Learn More': scrolls to the treatment section (smoothly unless reduced motion is asked for: the page's
 * scroll-behavior) and moves focus to its heading (made focusable by script: tabindex -1), so reading and
 * Tab go on from there.
 */
function learnMore(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const section = document.getElementById(TREATMENT_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ block: "start" });
  const heading = document.getElementById(`${TREATMENT_SECTION_ID}-heading`);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * About Lymphoedema (spec §2): what it is (primary and secondary), causes, symptoms, treatment approach.
 * The spec shows 'Book Consultation' and 'Learn More' buttons without an action: the first opens the
 * booking wizard, the second moves to the treatment section (screen guide: Lymphoedema page buttons).
 * Each is a one-button form, so that it works before the page is interactive (or without JavaScript):
 * a GET to /book-consultation, and one to this page's treatment section.
 */
export function LymphoedemaPage({ content }: { content: LymphoedemaContent["lymphoedema"] }) {
  const text = usePageTexts("lymphoedema");
  const inLocale = useLocalePath();
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title} intro={content.intro}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <form
            method="get"
            action={inLocale("/book-consultation")}
            onSubmit={bookConsultation}
            className="flex flex-col"
          >
            <button type="submit" className={buttonStyles.primary}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              {text.book}
            </button>
          </form>
          <form
            method="get"
            action={`#${TREATMENT_SECTION_ID}`}
            onSubmit={learnMore}
            className="flex flex-col"
          >
            <button type="submit" className={buttonStyles.secondary} aria-describedby={LEARN_MORE_HINT_ID}>
              {text.learnMore}
              <ArrowDown aria-hidden="true" className="size-5" />
            </button>
          </form>
          <span id={LEARN_MORE_HINT_ID} hidden>
            {text.learnMoreHint}
          </span>
        </div>
      </PageHeader>

      <PageSection id="what-is-lymphoedema" title={text.whatIsIt}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {content.whatItIs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {content.types.map((type) => (
            <li key={type.title} className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
              <h3 className="text-xl font-semibold text-slate-900">{type.title}</h3>{" "}
              <p className="mt-2 text-slate-700">{type.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-label={text.causesAndSymptoms} className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{text.causes}</h2>
            <ul className="mt-6 space-y-3">
              {content.causes.map((cause) => (
                <li key={cause} className="flex gap-3 text-lg text-slate-800">
                  <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                  {cause}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{text.symptoms}</h2>
            <ul className="mt-6 space-y-3">
              {content.symptoms.map((symptom) => (
                <li key={symptom} className="flex gap-3 text-lg text-slate-800">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                  {symptom}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <PageSection id={TREATMENT_SECTION_ID} title={text.treatment} intro={content.treatmentIntro}>
        <ol className="grid gap-6 md:grid-cols-2">
          {content.treatments.map((treatment, index) => (
            <li
              key={treatment.title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>{" "}
              <div>
                <h3 className="text-xl font-semibold text-slate-900">{treatment.title}</h3>{" "}
                <p className="mt-2 text-slate-700">{treatment.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-lg text-slate-700">{text.urgent}</p>
      </PageSection>
    </>
  );
}
