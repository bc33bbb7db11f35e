import type { ClinicContent } from "./content-schema";

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
