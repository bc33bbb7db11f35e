import { Video } from "lucide-react";

/**
 * The way into a confirmed video appointment's room, in a new tab. In a day's list it is named with the
 * patient for a screen reader (a day lists several); in one appointment's drawer, whose title is the
 * patient, it is not, so the patient's name names one link there, the patient page's.
 */
export function JoinMeetingLink({ href, patientName }: { href: string; patientName?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 underline hover:bg-brand-50"
    >
      <Video aria-hidden="true" className="size-4" />
      Join meeting
      <span className="sr-only">{patientName ? ` with ${patientName}` : ""} (opens in a new tab)</span>
    </a>
  );
}
