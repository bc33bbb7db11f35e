import { Link } from "react-router";
import { ArrowRight, Clock } from "../../components/layout/icons";
import { OpenCardLine } from "../../components/layout/opening-hours-list";
import { buttonStyles } from "../../components/ui/button-styles";
import type { HomeContent } from "../../content/page-content";
import { useLocalePath } from "../../i18n/locale";
import { usePageTexts } from "../../i18n/page-texts";
import { CalendarCheck, Video } from "./home-icons";
import { WhatsAppIcon, WhatsAppLink } from "./whatsapp-link";

/**
 * The home page's opening section (spec §2 Home): headline, booking and WhatsApp; with the content's hero
 * photo (issue 24), the photo above the card of reasons, loaded first (the page's largest picture). The
 * photo is HTML made at build time (content/photo-html.ts): it adds no JavaScript to the page.
 */
export function HomeHero({
  hero,
  openingHours,
  heroPhotoHtml,
}: Pick<HomeContent, "hero" | "openingHours" | "heroPhotoHtml">) {
  const text = usePageTexts("home");
  const inLocale = useLocalePath();
  return (
    <section aria-labelledby="home-hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
          <h1
            id="home-hero-heading"
            className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to={inLocale("/book")} reloadDocument className={buttonStyles.primary}>
              {text.bookOnline}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <WhatsAppLink className={buttonStyles.secondary}>
              <WhatsAppIcon className="size-5" />
              {text.whatsAppConsultation}
            </WhatsAppLink>
          </div>
        </div>
        <div className="grid gap-4">
          {heroPhotoHtml && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text in fixed tags (content/photo-html.ts).
            <div dangerouslySetInnerHTML={{ __html: heroPhotoHtml }} />
          )}
          <ul className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <li className="flex gap-3">
              <Video aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{text.videoTitle}</span>{" "}
                <span className="text-slate-700">{text.videoText}</span>
              </span>
            </li>
            <li className="flex gap-3">
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{text.noAccountTitle}</span>{" "}
                <span className="text-slate-700">{text.noAccountText}</span>
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <span>
                <OpenCardLine
                  part="open-days"
                  hours={openingHours}
                  className="block font-semibold text-slate-900"
                />
                {/* Read as "Open Mon-Sat, Mon-Fri, 8:00 AM-6:00 PM Sat, 9:00 AM-3:00 PM"; the footer's hours keep
                    the exact phrases (screen guide: The Open card). */}
                <span className="sr-only">, </span>
                <OpenCardLine part="open-hours" hours={openingHours} className="text-slate-700" />
              </span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
