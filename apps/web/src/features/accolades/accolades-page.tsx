import { PageHeader, PageSection } from "../../components/layout/page-header";
import type { ClinicContent } from "../../content/content-schema";
import type { AccoladesContent } from "../../content/page-content";
import { usePageTexts } from "../../i18n/page-texts";
import { Award, BadgeCheck, GraduationCap, ShieldCheck, Stethoscope, Trophy, Users } from "./accolade-icons";

const certificationIcons: Record<ClinicContent["accolades"]["certifications"][number]["icon"], typeof Award> =
  {
    award: Award,
    "badge-check": BadgeCheck,
    "graduation-cap": GraduationCap,
    "shield-check": ShieldCheck,
    stethoscope: Stethoscope,
  };

/** Accolades (spec §2): six certifications, three awards, professional memberships. */
export function AccoladesPage({ content }: { content: AccoladesContent }) {
  const { accolades } = content;
  const text = usePageTexts("accolades");
  return (
    <>
      <PageHeader eyebrow={content.name} title={text.title} intro={accolades.intro} />

      <PageSection id="certifications" title={text.certifications}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {accolades.certifications.map((certification) => {
            const Icon = certificationIcons[certification.icon];
            return (
              <li
                key={certification.title}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{certification.title}</h3>{" "}
                  <p className="mt-1 text-slate-700">{certification.organization}</p>{" "}
                  <p className="mt-1 text-sm font-medium text-brand-800">{certification.year}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="awards" title={text.awards} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {accolades.awards.map((award) => (
            <li key={award.title} className="rounded-2xl border border-amber-200 bg-white p-6 shadow-sm">
              <Trophy aria-hidden="true" className="size-8 text-amber-700" />
              <h3 className="mt-3 text-xl font-semibold text-slate-900">{award.title}</h3>{" "}
              <p className="mt-1 font-medium text-slate-800">
                {award.organization} · {award.year}
              </p>{" "}
              <p className="mt-3 text-slate-700">{award.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="memberships" title={text.memberships}>
        <div className="grid gap-6 md:grid-cols-2">
          {accolades.memberships.map((group) => (
            <div key={group.group} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                <Users aria-hidden="true" className="size-5 text-brand-700" />
                {group.group}
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800 marker:text-brand-700">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>
    </>
  );
}
