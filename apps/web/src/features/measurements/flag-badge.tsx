import { formatDateKey, formatDecimal } from "@clinic/contract/format";
import type { VolumeThresholds as Thresholds, VolumeFlag } from "@clinic/contract/limb-volume";
import type { Locale } from "@clinic/contract/locales";

/** The flag in words (colour never carries it alone), with the threshold it crossed. */
export function flagLabel(flag: VolumeFlag, t: Thresholds): string {
  if (flag === "clinical") return `Clinical (≥ ${t.clinicalPercent} %)`;
  if (flag === "subclinical") return `Subclinical (≥ ${t.subclinicalPercent} %)`;
  return `Below ${t.subclinicalPercent} %`;
}

const colours: Record<VolumeFlag, string> = {
  none: "bg-green-100 text-green-900",
  subclinical: "bg-amber-100 text-amber-950",
  clinical: "bg-red-100 text-red-900",
};

export function FlagBadge({ flag, thresholds }: { flag: VolumeFlag; thresholds: Thresholds }) {
  return (
    <span
      data-flag={flag}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colours[flag]}`}
    >
      {flagLabel(flag, thresholds)}
    </span>
  );
}

/** "12.3 %" or "-" (one decimal, as the server rounds). */
export const percent = (v: number | null) => (v === null ? "-" : `${v.toFixed(1)} %`);
/** "1,652.8 ml" or "-". */
export const millilitres = (v: number | null) => (v === null ? "-" : `${formatDecimal(v)} ml`);

/** "Wed, 25 Nov 2026" from a day key (no zone: a day is a day), in the page's language. */
export const shortDay = (key: string, locale: Locale = "en") => formatDateKey(key, locale);
