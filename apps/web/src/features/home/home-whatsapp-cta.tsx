import { MapPin } from "../../components/layout/icons";
import type { HomeContent } from "../../content/page-content";
import { ShieldCheck, Zap } from "./home-icons";
import { WhatsAppIcon, WhatsAppLink } from "./whatsapp-link";

/**
 * The closing WhatsApp call to action (spec §2 Home). Its link has a name of its own: only the hero's
 * link is 'WhatsApp Consultation'.
 */
export function HomeWhatsAppCta({ location }: Pick<HomeContent, "location">) {
  const points = [
    {
      icon: Zap,
      title: "Quick Response",
      text: "We reply to messages during opening hours, usually within the hour.",
    },
    { icon: MapPin, title: "Convenient Location", text: location },
    {
      icon: ShieldCheck,
      title: "Professional Care",
      text: "Qualified, certified physiotherapists at every visit.",
    },
  ];
  return (
    <section aria-labelledby="home-cta-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <div className="max-w-3xl">
          <h2 id="home-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Not Sure Where to Start? Message Us on WhatsApp
          </h2>
          <p className="mt-3 text-lg text-brand-50">
            Tell us what you need and we will help you choose the right consultation.
          </p>
          <WhatsAppLink className="mt-8 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 py-2.5 text-base font-semibold text-brand-900 transition-colors hover:bg-brand-50">
            <WhatsAppIcon className="size-5" />
            Start a WhatsApp Chat
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
