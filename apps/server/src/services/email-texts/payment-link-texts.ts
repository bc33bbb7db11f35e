import type { Catalogue } from "@clinic/contract/messages";
import { paymentLinkMessages } from "@clinic/contract/packages";

/**
 * The email that carries a payment link (issue 35) in English, Hindi and Kannada: what it pays for,
 * the amount, the link and its last day. Nothing about the patient's health: a package is named as the
 * clinic sells it, an appointment by its date.
 */
type PaymentLinkText =
  | "subject"
  | "hello"
  | "intro"
  | "payHere"
  | "until"
  | "alreadyPaid"
  | "appointmentOn"
  | "consultation";

export const paymentLinkTexts: Catalogue<PaymentLinkText> = {
  en: {
    subject: "Your payment link from {clinic}",
    hello: "Hello {name},",
    intro: "{clinic} has sent you a link to pay {amount} for {what}.",
    payHere: "Pay here: {link}",
    until: "The link works until {date}.",
    alreadyPaid: "If you have already paid, please ignore this email.",
    appointmentOn: "your appointment on {date}",
    /** What a booking's link pays for, on the link's page. */
    consultation: paymentLinkMessages.consultation,
  },
  hi: {
    subject: "{clinic} की ओर से आपका भुगतान लिंक",
    hello: "नमस्ते {name},",
    intro: "{clinic} ने आपको {what} के लिए {amount} का भुगतान करने का लिंक भेजा है।",
    payHere: "यहाँ भुगतान करें: {link}",
    until: "यह लिंक {date} तक चलेगा।",
    alreadyPaid: "अगर आप पहले ही भुगतान कर चुके हैं, तो इस ईमेल को अनदेखा करें।",
    appointmentOn: "{date} की आपकी अपॉइंटमेंट",
    consultation: "फ़िज़ियोथेरेपी परामर्श",
  },
  kn: {
    subject: "{clinic} ಇಂದ ನಿಮ್ಮ ಪಾವತಿ ಲಿಂಕ್",
    hello: "ನಮಸ್ಕಾರ {name},",
    intro: "{what} ಗಾಗಿ {amount} ಪಾವತಿಸಲು {clinic} ನಿಮಗೆ ಲಿಂಕ್ ಕಳುಹಿಸಿದೆ.",
    payHere: "ಇಲ್ಲಿ ಪಾವತಿಸಿ: {link}",
    until: "ಈ ಲಿಂಕ್ {date} ರವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ.",
    alreadyPaid: "ನೀವು ಈಗಾಗಲೇ ಪಾವತಿಸಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಿ.",
    appointmentOn: "{date} ರಂದು ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್",
    consultation: "ಫಿಸಿಯೋಥೆರಪಿ ಸಮಾಲೋಚನೆ",
  },
};
