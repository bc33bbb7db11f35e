import { createElement, Fragment, type ReactNode } from "react";
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
 * A text with its `{name}` placeholders replaced by the given parts (a link, a date), as React nodes. Passed
 * as arguments, not a list, so the pieces need no keys: they never reorder.
 */
function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = text
    .split(/\{([A-Za-z]+)\}/)
    .map((piece, i) => (i % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece));
  return createElement(Fragment, null, ...pieces);
}

/**
 * The privacy notice (/privacy; decision 0100), from the content file's structured notice: one section per
 * part the DPDP Rules ask a notice to itemise, with lists, for patients reading on a phone.
 * Its words are in the page's language (`page.words`); a translated notice says the English one applies.
 */
export function PrivacyNoticePage({ page }: { page: PrivacyContent }) {
  const n = page.notice;
  const w = page.words;
  const mail = (email: string) => (
    <a className={linkClass} href={`mailto:${email}`}>
      {email}
    </a>
  );
  const labelOf = new Map(n.collected.map((item) => [item.key, item.label]));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{n.title}</h1>
      <p className="mt-3 text-slate-700">
        {withParts(w.updated, {
          date: <time dateTime={n.lastUpdated}>{page.lastUpdatedText}</time>,
          version: n.version,
        })}
      </p>
      {page.englishApplies ? <p className="mt-3 font-medium text-slate-800">{page.englishApplies}</p> : null}
      {n.intro.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}

      <Section id="privacy-who" heading={w.who}>
        <Paragraph>
          {withParts(w.whoText, {
            name: n.fiduciary.name,
            address: n.fiduciary.address,
            email: mail(n.fiduciary.email),
            phone: n.fiduciary.phone,
          })}
        </Paragraph>
      </Section>

      <Section id="privacy-collected" heading={w.collected}>
        <ul className={listClass}>
          {n.collected.map((item) => (
            <li key={item.key}>
              <strong className="font-semibold text-slate-900">
                {item.label}
                {w.end}
              </strong>{" "}
              {item.detail}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-purposes" heading={w.purposes}>
        <ul className={listClass}>
          {n.purposes.map((purpose) => (
            <li key={purpose.title}>
              <strong className="font-semibold text-slate-900">
                {purpose.title}
                {w.end}
              </strong>{" "}
              {purpose.description}{" "}
              <span className="text-slate-600">
                {withParts(w.uses, {
                  data: purpose.data.map((key) => labelOf.get(key)?.toLowerCase() ?? key).join("; "),
                })}
              </span>
            </li>
          ))}
        </ul>
        <Paragraph>{w.noSale}</Paragraph>
      </Section>

      <Section id="privacy-recipients" heading={w.recipients}>
        <Paragraph>{w.recipientsIntro}</Paragraph>
        <ul className={listClass}>
          {n.recipients.map((recipient) => (
            <li key={recipient.name}>
              <strong className="font-semibold text-slate-900">
                {recipient.name}
                {w.end}
              </strong>{" "}
              {withParts(w.receivesWhy, { receives: recipient.receives, why: recipient.why })}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-retention" heading={w.retention}>
        <ul className={listClass}>
          {n.retention.map((row) => (
            <li key={row.what}>
              <strong className="font-semibold text-slate-900">{row.what}:</strong> {row.keptFor}
              {w.end} {row.why}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-video" heading={w.video}>
        <Paragraph>{w.videoCan}</Paragraph>
        <ul className={listClass}>
          {n.teleconsultation.can.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <Paragraph>{w.videoCannot}</Paragraph>
        <ul className={listClass}>
          {n.teleconsultation.cannot.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <Paragraph>{n.teleconsultation.inPerson}</Paragraph>
      </Section>

      <Section id="privacy-rights" heading={w.rights}>
        <ul className={listClass}>
          {n.rights.map((right) => (
            <li key={right.right}>
              <strong className="font-semibold text-slate-900">
                {right.title}
                {w.end}
              </strong>{" "}
              {right.description}
            </li>
          ))}
        </ul>
        <Paragraph>{n.grievance.responseTime}</Paragraph>
      </Section>

      <Section id="privacy-contact" heading={w.contact}>
        <Paragraph>{n.grievance.name}:</Paragraph>
        <ul className={listClass}>
          <li>{withParts(w.email, { email: mail(n.grievance.email) })}</li>
          <li>{withParts(w.phone, { phone: n.grievance.phone })}</li>
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

      <Section id="privacy-changes" heading={w.changes}>
        <Paragraph>{n.changes}</Paragraph>
      </Section>
    </article>
  );
}
