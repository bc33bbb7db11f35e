import { MapPin } from "../../components/layout/icons";
import type { HomeContent } from "../../content/page-content";
import { usePageTexts } from "../../i18n/page-texts";
import { ShieldCheck, Zap } from "./home-icons";
import { WhatsAppIcon, WhatsAppLink } from "./whatsapp-link";

/**
 * The closing WhatsApp call to action (spec §2 Home). Its link has a name of its own: only the hero's
 * link is 'WhatsApp Consultation'.
 */
export function HomeWhatsAppCta({ location }: Pick<HomeContent, "location">) {
  const words = usePageTexts("home");
  const points = [
    { icon: Zap, title: words.quickResponse, text: words.quickResponseText },
    { icon: MapPin, title: words.location, text: location },
    { icon: ShieldCheck, title: words.professionalCare, text: words.professionalCareText },
  ];
  return (
    <section aria-labelledby="home-cta-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <div className="max-w-3xl">
          <h2 id="home-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {words.ctaTitle}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{words.ctaLead}</p>
          <WhatsAppLink className="mt-8 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 py-2.5 text-base font-semibold text-brand-900 transition-colors hover:bg-brand-50">
            <WhatsAppIcon className="size-5" />
            {words.ctaButton}
          </WhatsAppLink>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-100" />
              <span>
                <span className="block text-lg font-semibold">{title}</span>{" "}
                <span className="text-brand-50">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
