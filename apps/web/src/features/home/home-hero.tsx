import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { clinic } from "../../content/clinic";

/** The home page's opening section (spec §2 Home). The rest of the page arrives in a later issue. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{clinic.tagline}</p>
        <h1
          id="home-hero-heading"
          className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          Professional Physiotherapy Care with Healing Touch
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">
          Gentle, expert care for lymphoedema, recovery after cancer treatment, manual therapy and sports
          rehabilitation, in person or by video consultation.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/book" className={buttonStyles.primary}>
            Book Consultation Online
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
