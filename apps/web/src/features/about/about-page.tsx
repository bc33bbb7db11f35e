import { Fragment } from "react";
import { Clock, Mail, MapPin, Phone } from "../../components/layout/icons";
import { OpeningHoursList } from "../../components/layout/opening-hours-list";
import { PageHeader, PageSection } from "../../components/layout/page-header";
import type { AboutContent } from "../../content/page-content";
import { usePageTexts } from "../../i18n/page-texts";
import { Compass, Heart, Target } from "./about-icons";

const approachIcons = [Heart, Target, Compass] as const;

function initials(name: string): string {
  return name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** About Us (spec §2 About): mission, approach, the team of three, the clinic's address. */
export function AboutPage({ content }: { content: AboutContent }) {
  const { about, contact } = content;
  const text = usePageTexts("about");
  return (
    <>
      <PageHeader eyebrow={content.name} title={text.title} intro={about.intro} />

      <PageSection id="mission" title={text.mission}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {about.mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="approach" title={text.approach} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {about.approach.map((item, index) => {
            const Icon = approachIcons[index % approachIcons.length] ?? Heart;
            return (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 text-xl font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="team" title={text.team}>
        <ul className="grid gap-6 md:grid-cols-3">
          {about.team.map((member) => (
            <li key={member.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              {member.photoHtml ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text in fixed tags (content/photo-html.ts).
                <div dangerouslySetInnerHTML={{ __html: member.photoHtml }} />
              ) : (
                <span
                  aria-hidden="true"
                  className="inline-flex size-16 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
                >
                  {initials(member.name)}
                </span>
              )}{" "}
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{member.name}</h3>{" "}
              <p className="font-medium text-brand-800">{member.role}</p>{" "}
              <dl className="mt-4 space-y-3 text-slate-700">
                <div>
                  <dt className="text-sm font-semibold text-slate-900">{text.specialization}</dt>{" "}
                  <dd>{member.specialization}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-slate-900">{text.experience}</dt>{" "}
                  <dd>{member.experience}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="visit" title={text.visit} tone="muted">
        {content.placePhotosHtml.length > 0 && (
          <ul className="mb-6 grid gap-6 sm:grid-cols-2">
            {content.placePhotosHtml.map((html) => (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text in fixed tags (content/photo-html.ts).
              <li key={html} dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </ul>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          <address className="rounded-2xl border border-slate-200 bg-white p-6 not-italic shadow-sm">
            <p className="flex gap-3 text-lg text-slate-800">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{content.name}</span>
                {contact.addressLines.map((line) => (
                  <Fragment key={line}>
                    {" "}
                    <span className="block">{line}</span>
                  </Fragment>
                ))}
              </span>
            </p>{" "}
            <p className="mt-4">
              <a
                href={contact.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                {text.directions}
                <span className="sr-only">{text.directionsNewTab}</span>
              </a>
            </p>{" "}
            <p>
              <a
                href={`tel:${contact.phoneE164}`}
                className="inline-flex min-h-11 items-center gap-2 text-brand-800 underline-offset-4 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                {contact.phoneDisplay}
              </a>
            </p>{" "}
            <p>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex min-h-11 items-center gap-2 break-all text-brand-800 underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {contact.email}
              </a>
            </p>
          </address>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              {text.openingHours}
            </h3>{" "}
            <OpeningHoursList
              hours={content.openingHours}
              className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-lg text-slate-800"
            />
          </div>
        </div>
      </PageSection>
    </>
  );
}
