import { reminderMessages } from "@clinic/contract/measurement-reminders";
import type { Catalogue } from "@clinic/contract/messages";

/**
 * The tracker's garment and re-measure reminders (decision 0107) in English, Hindi and Kannada (issue
 * 33), by email and as WhatsApp's "what is due": in the language of the patient's latest booking. No
 * health value is ever in them. English is the contract's wording, which the admin also shows.
 */
type CareReminderText =
  | "garmentSubject"
  | "garmentLine"
  | "remeasureSubject"
  | "remeasureLine"
  | "hello"
  | "bookNext"
  | "alreadyBooked";

export const careReminderTexts: Catalogue<CareReminderText> = {
  en: {
    garmentSubject: reminderMessages.garment.subject,
    garmentLine: reminderMessages.garment.line,
    remeasureSubject: reminderMessages.remeasure.subject,
    remeasureLine: reminderMessages.remeasure.line,
    hello: "Hello {name},",
    bookNext: "To book your next visit: {link}",
    alreadyBooked: "If you have already booked, please ignore this email.",
  },
  hi: {
    garmentSubject: "अपना कम्प्रेशन गारमेंट बदलने का समय",
    garmentLine: "अपना कम्प्रेशन गारमेंट (compression garment) बदलने का समय हो गया है।",
    remeasureSubject: "फिर से नाप लेने का समय",
    remeasureLine: "फिर से नाप लेने का समय हो गया है।",
    hello: "नमस्ते {name},",
    bookNext: "अगली मुलाक़ात बुक करने के लिए: {link}",
    alreadyBooked: "अगर आप पहले ही बुक कर चुके हैं, तो इस ईमेल को अनदेखा करें।",
  },
  kn: {
    garmentSubject: "ನಿಮ್ಮ ಕಂಪ್ರೆಷನ್ ಗಾರ್ಮೆಂಟ್ ಬದಲಾಯಿಸುವ ಸಮಯ",
    garmentLine: "ನಿಮ್ಮ ಕಂಪ್ರೆಷನ್ ಗಾರ್ಮೆಂಟ್ (compression garment) ಬದಲಾಯಿಸುವ ಸಮಯ ಬಂದಿದೆ.",
    remeasureSubject: "ಮತ್ತೆ ಅಳತೆ ಮಾಡುವ ಸಮಯ",
    remeasureLine: "ಮತ್ತೆ ಅಳತೆ ಮಾಡುವ ಸಮಯ ಬಂದಿದೆ.",
    hello: "ನಮಸ್ಕಾರ {name},",
    bookNext: "ಮುಂದಿನ ಭೇಟಿಯನ್ನು ಬುಕ್ ಮಾಡಲು: {link}",
    alreadyBooked: "ನೀವು ಈಗಾಗಲೇ ಬುಕ್ ಮಾಡಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಿ.",
  },
};
