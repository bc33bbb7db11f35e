import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { clinic } from "../../content/clinic";
import { SocialIcon } from "../ui/social-icon";
import { CurrentYear } from "./current-year";

const headingClass = "mb-3 text-base font-semibold text-white";

/** The footer (spec §2, shared chrome): contact details, services, opening hours, social links, copyright. */
export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {clinic.name}
          </h2>
          <p className="mb-3 text-sm text-slate-200">{clinic.tagline}</p>
          <address className="space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {clinic.contact.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p>
              <a
                href={`tel:${clinic.contact.phoneE164}`}
                className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {clinic.contact.phoneDisplay}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${clinic.contact.email}`}
                className="inline-flex min-h-11 items-center gap-2 break-all underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {clinic.contact.email}
              </a>
            </p>
          </address>
        </section>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Services
          </h2>
          <ul className="space-y-2 text-sm">
            {clinic.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={`${headingClass} flex items-center gap-2`}>
            <Clock aria-hidden="true" className="size-4" />
            Opening Hours
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {clinic.openingHours.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={headingClass}>
            Follow Us
          </h2>
          <ul className="flex gap-3">
            {clinic.socials.map((social) => (
              <li key={social.kind}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20"
                >
                  <SocialIcon kind={social.kind} className="size-5" />
                  <span className="sr-only">
                    {clinic.name} on {social.label} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-200 sm:px-6">
          © <CurrentYear /> {clinic.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
