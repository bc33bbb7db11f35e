import type { ClinicContent } from "./content-schema";

/** "08:00" → "8:00 AM"; "18:00" → "6:00 PM". */
export function formatTime(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  const hours = Number(h);
  const suffix = hours >= 12 ? "PM" : "AM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${m} ${suffix}`;
}

/** The hours of one row as shown: "8:00 AM-6:00 PM", or "closed" (the spec's "Sun closed"). */
export function formatOpeningHours(row: ClinicContent["openingHours"][number]): string {
  if (!row.opens || !row.closes) return "closed";
  return `${formatTime(row.opens)}-${formatTime(row.closes)}`;
}

/** The WhatsApp link with the prefilled message (spec §1): https://wa.me/<number>?text=<message>. */
export function whatsappUrl(content: Pick<ClinicContent, "whatsapp">): string {
  return `https://wa.me/${content.whatsapp.number}?text=${encodeURIComponent(content.whatsapp.message)}`;
}

/** Fills `{clinicName}`, `{email}`, `{phone}` and `{address}` in a text of the content file. */
export function fillContentText(text: string, content: ClinicContent): string {
  const values: Record<string, string> = {
    clinicName: content.name,
    email: content.contact.email,
    phone: content.contact.phoneDisplay,
    address: content.contact.addressLines.join(", "),
  };
  return text.replace(/\{(clinicName|email|phone|address)\}/g, (_, key: string) => values[key] ?? "");
}
