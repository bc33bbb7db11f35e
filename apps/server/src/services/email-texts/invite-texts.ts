import type { Catalogue } from "@clinic/contract/messages";

/**
 * The calendar invitation's (.ics) words in English, Hindi and Kannada (issue 33): the booking's
 * `locale` picks them, for the attachment of its emails and the confirmation page's download. The
 * clinic's own Google Calendar event stays English. English's title is the checkout's name.
 */
type InviteText = "title" | "description" | "join" | "appointment" | "reminder";

export const inviteTexts: Catalogue<InviteText> = {
  en: {
    title: "Physiotherapy Consultation",
    description: "Video consultation. Reference {reference}.",
    join: "Join: {link}",
    appointment: "{kind}. Reference {reference}.",
    reminder: "Your appointment starts soon",
  },
  hi: {
    title: "फ़िज़ियोथेरेपी परामर्श",
    description: "वीडियो परामर्श। संदर्भ संख्या {reference}।",
    join: "जुड़ें: {link}",
    appointment: "{kind}। संदर्भ संख्या {reference}।",
    reminder: "आपका अपॉइंटमेंट जल्द शुरू होगा",
  },
  kn: {
    title: "ಫಿಸಿಯೋಥೆರಪಿ ಸಮಾಲೋಚನೆ",
    description: "ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ. ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ {reference}.",
    join: "ಸೇರಿ: {link}",
    appointment: "{kind}. ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ {reference}.",
    reminder: "ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಶೀಘ್ರದಲ್ಲೇ ಆರಂಭವಾಗುತ್ತದೆ",
  },
};
