/** What other features use of Messages (issue 21): the booking drawer's list and Settings' WhatsApp list. */
export { BookingMessagesSection } from "./booking-messages";
export { WhatsAppOutbox } from "./whatsapp-outbox";
