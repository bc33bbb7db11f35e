import { randomUUID } from "node:crypto";
import type { CreateBookingInput } from "@clinic/contract/booking";
import { toWhatsAppNumber, whatsappOptInWording, whatsappPhoneOptInWording } from "@clinic/contract/whatsapp";
import type { Tx } from "../../db/transaction";
import { insertWhatsAppOptIn } from "../../db/whatsapp-repository";

/**
 * A new booking's opt-in to WhatsApp updates (decision 0103), in its transaction: the number in E.164,
 * the words the patient was shown, in the language of the page they booked on (or the clinic's record
 * of the patient's word on the phone), and when.
 * The contract has refused a ticked box with a number that cannot be a mobile.
 */
export async function recordWhatsAppOptIn(
  deps: { settings: { organizer: { name: string } } },
  tx: Tx,
  given: { bookingId: string; input: CreateBookingInput; now: Date; takenBy?: string | undefined },
): Promise<void> {
  if (!given.input.whatsappOptIn) return;
  const phone = toWhatsAppNumber(given.input.user.phone);
  if (!phone) return;
  const clinic = deps.settings.organizer.name;
  const byPhone = given.input.isAdminBooking === true;
  await insertWhatsAppOptIn(tx, {
    id: randomUUID(),
    bookingId: given.bookingId,
    phone,
    wording: byPhone ? whatsappPhoneOptInWording(clinic) : whatsappOptInWording(clinic, given.input.locale),
    method: byPhone ? "phone" : "online",
    takenBy: byPhone ? (given.takenBy ?? "admin") : null,
    givenAt: given.now,
  });
}
