import { Link } from "react-router";
import { ArrowRight } from "../../components/layout/icons";
import { buttonStyles } from "../../components/ui/button-styles";
import type { HomeContent } from "../../content/page-content";
import { useLocalePath } from "../../i18n/locale";
import { usePageTexts } from "../../i18n/page-texts";

/** The team teaser with 'Learn More About Our Team', and the Quick Stats card (spec §1, §2 Home). */
export function HomeAboutStats({ mission, stats }: Pick<HomeContent, "mission" | "stats">) {
  const text = usePageTexts("home");
  const inLocale = useLocalePath();
  return (
    <section aria-labelledby="home-about-heading" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <h2
            id="home-about-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {text.trustTitle}
          </h2>
          {mission.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          <Link to={inLocale("/about-us")} className={`${buttonStyles.secondary} mt-8`}>
            {text.learnMore}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <section
          aria-labelledby="home-stats-heading"
          className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
        >
          <h3 id="home-stats-heading" className="text-xl font-semibold text-slate-900">
            {text.quickStats}
          </h3>
          {/* The figure, then its label, in reading order as on screen: "15+ Years of combined experience". */}
          <ul className="mt-6 grid grid-cols-2 gap-6">
            {stats.map((stat) => (
              <li key={stat.label} className="flex flex-col">
                <span className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
                  {stat.value}
                </span>{" "}
                <span className="text-sm text-slate-700 sm:text-base">{stat.label}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
