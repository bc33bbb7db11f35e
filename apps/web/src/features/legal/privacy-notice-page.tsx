import type { ReactNode } from "react";
import type { PrivacyContent } from "../../content/page-content";

const listClass = "mt-3 list-disc space-y-3 pl-6 text-lg text-slate-700 marker:text-brand-700";
const linkClass = "text-brand-800 underline";

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-lg text-slate-700">{children}</p>;
}

/**
 * The privacy notice (/privacy; decision 0100), from the content file's structured notice: one section per
 * part the DPDP Rules ask a notice to itemise, with lists, for patients reading on a phone.
 */
export function PrivacyNoticePage({ page }: { page: PrivacyContent }) {
  const n = page.notice;
  const labelOf = new Map(n.collected.map((item) => [item.key, item.label]));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{n.title}</h1>
      <p className="mt-3 text-slate-700">
        Last updated <time dateTime={n.lastUpdated}>{page.lastUpdatedText}</time> · Version {n.version}
      </p>
      {n.intro.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}

      <Section id="privacy-who" heading="Who we are">
        <Paragraph>
          {n.fiduciary.name} decides how your data is used (the law calls this the data fiduciary).{" "}
          {n.fiduciary.address}. Email{" "}
          <a className={linkClass} href={`mailto:${n.fiduciary.email}`}>
            {n.fiduciary.email}
          </a>
          , phone {n.fiduciary.phone}.
        </Paragraph>
      </Section>

      <Section id="privacy-collected" heading="What we collect">
        <ul className={listClass}>
          {n.collected.map((item) => (
            <li key={item.key}>
              <strong className="font-semibold text-slate-900">{item.label}.</strong> {item.detail}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-purposes" heading="Why we use it">
        <ul className={listClass}>
          {n.purposes.map((purpose) => (
            <li key={purpose.title}>
              <strong className="font-semibold text-slate-900">{purpose.title}.</strong> {purpose.description}{" "}
              <span className="text-slate-600">
                Uses: {purpose.data.map((key) => labelOf.get(key)?.toLowerCase() ?? key).join("; ")}.
              </span>
            </li>
          ))}
        </ul>
        <Paragraph>We do not sell your data or use it for advertising.</Paragraph>
      </Section>

      <Section id="privacy-recipients" heading="Who else sees it">
        <Paragraph>Only the services that help us run your booking, and each only what it needs:</Paragraph>
        <ul className={listClass}>
          {n.recipients.map((recipient) => (
            <li key={recipient.name}>
              <strong className="font-semibold text-slate-900">{recipient.name}.</strong> Receives:{" "}
              {recipient.receives} Why: {recipient.why}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-retention" heading="How long we keep it">
        <ul className={listClass}>
          {n.retention.map((row) => (
            <li key={row.what}>
              <strong className="font-semibold text-slate-900">{row.what}:</strong> {row.keptFor}. {row.why}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-video" heading="About video consultations">
        <Paragraph>A video consultation can:</Paragraph>
        <ul className={listClass}>
          {n.teleconsultation.can.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <Paragraph>It cannot:</Paragraph>
        <ul className={listClass}>
          {n.teleconsultation.cannot.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <Paragraph>{n.teleconsultation.inPerson}</Paragraph>
      </Section>

      <Section id="privacy-rights" heading="Your rights">
        <ul className={listClass}>
          {n.rights.map((right) => (
            <li key={right.right}>
              <strong className="font-semibold text-slate-900">{right.title}.</strong> {right.description}
            </li>
          ))}
        </ul>
        <Paragraph>{n.grievance.responseTime}</Paragraph>
      </Section>

      <Section id="privacy-contact" heading="Contact and complaints">
        <Paragraph>{n.grievance.name}:</Paragraph>
        <ul className={listClass}>
          <li>
            Email{" "}
            <a className={linkClass} href={`mailto:${n.grievance.email}`}>
              {n.grievance.email}
            </a>
          </li>
          <li>Phone {n.grievance.phone}</li>
        </ul>
        <Paragraph>
          {n.board.howToComplain}
          {n.board.url ? (
            <>
              {" "}
              <a className={linkClass} href={n.board.url} rel="noopener noreferrer">
                {n.board.name}
              </a>
            </>
          ) : null}
        </Paragraph>
      </Section>

      <Section id="privacy-changes" heading="Changes to this notice">
        <Paragraph>{n.changes}</Paragraph>
      </Section>
    </article>
  );
}
