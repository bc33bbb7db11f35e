import { registrationAttribute } from "@clinic/contract/practitioner-registration";
import { Fragment } from "react";
import { Link } from "react-router";
import { useLocalePath, useTexts } from "../../i18n/locale";
import { SocialIcon } from "../ui/social-icon";
import { CurrentYear } from "./current-year";
import { Clock, Mail, MapPin, Phone } from "./icons";
import { OpeningHoursList } from "./opening-hours-list";
import { useSite } from "./site-context";

const headingClass = "mb-3 text-base font-semibold text-white";
const linkClass = "inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline";

/**
 * The footer (spec §2, shared chrome): contact details, services, opening hours, social links,
 * the privacy and terms pages, and the copyright line with the current year.
 */
export function SiteFooter() {
  const site = useSite();
  const text = useTexts("chrome");
  const inLocale = useLocalePath();
  return (
    <footer className="bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {site.name}
          </h2>{" "}
          <p className="mb-3 text-sm text-slate-200">{site.tagline}</p>{" "}
          <address className="space-y-1 text-sm not-italic">
            <p>
              <a
                href={site.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="flex gap-2 py-1.5 underline-offset-4 hover:underline"
              >
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {site.addressLines.map((line, i) => (
                    <Fragment key={line}>
                      {i > 0 && " "}
                      <span className="block">{line}</span>
                    </Fragment>
                  ))}
                  <span className="sr-only">{text.mapNewTab}</span>
                </span>
              </a>
            </p>{" "}
            <p>
              <a href={`tel:${site.phoneE164}`} className={linkClass}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {site.phoneDisplay}
              </a>
            </p>{" "}
            <p>
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {site.email}
              </a>
            </p>
          </address>
        </section>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {text.services}
          </h2>
          <ul className="space-y-2 text-sm">
            {site.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={`${headingClass} flex items-center gap-2`}>
            <Clock aria-hidden="true" className="size-4" />
            {text.openingHours}
          </h2>{" "}
          <OpeningHoursList
            hours={site.openingHours}
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm"
          />
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={headingClass}>
            {text.followUs}
          </h2>
          <ul className="flex gap-3">
            {site.socials.map((social) => (
              <li key={social.kind}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20"
                >
                  <SocialIcon kind={social.kind} className="size-5" />
                  <span className="sr-only">
                    {text.say("socialLink", { name: site.name, network: social.label })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 text-sm text-slate-200 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div>
            <p>
              © <CurrentYear /> {site.name}. {text.rightsReserved}
            </p>
            {/* Filled by the server from Settings → Receipts when a number is set (decision 0105); empty, it
                takes no space. Its inner HTML is the server's, so hydration keeps it. */}
            <p
              {...{ [registrationAttribute]: "" }}
              className="empty:hidden"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server fills it with escaped text
              dangerouslySetInnerHTML={{ __html: "" }}
            />
          </div>
          <ul className="flex gap-4">
            <li>
              <Link to={inLocale("/privacy")} className={linkClass}>
                {text.privacy}
              </Link>
            </li>
            <li>
              <Link to={inLocale("/terms")} className={linkClass}>
                {text.terms}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
