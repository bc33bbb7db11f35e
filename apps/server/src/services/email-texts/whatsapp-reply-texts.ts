import type { Catalogue } from "@clinic/contract/messages";

/**
 * The answers to a patient's STOP and START on WhatsApp (decision 0103), in the language of their newest
 * booking with that number (issue 33). STOP and START stay the words the webhook reads, as the
 * templates' last line says in each language.
 */
type WhatsAppReplyText = "stop" | "start";

export const whatsappReplyTexts: Catalogue<WhatsAppReplyText> = {
  en: {
    stop: "You will get no more WhatsApp messages from us. Reply START to get booking updates again.",
    start: "WhatsApp updates are on again. Reply STOP at any time to stop them.",
  },
  hi: {
    stop: "अब आपको हमसे WhatsApp संदेश नहीं मिलेंगे। बुकिंग की जानकारी फिर से पाने के लिए START लिखकर भेजें।",
    start: "WhatsApp पर जानकारी फिर से चालू है। इन्हें कभी भी बंद करने के लिए STOP लिखकर भेजें।",
  },
  kn: {
    stop: "ಇನ್ನು ಮುಂದೆ ನಿಮಗೆ ನಮ್ಮಿಂದ WhatsApp ಸಂದೇಶಗಳು ಬರುವುದಿಲ್ಲ. ಬುಕಿಂಗ್ ಮಾಹಿತಿಯನ್ನು ಮತ್ತೆ ಪಡೆಯಲು START ಎಂದು ಉತ್ತರಿಸಿ.",
    start: "WhatsApp ಮಾಹಿತಿ ಮತ್ತೆ ಆರಂಭವಾಗಿದೆ. ಯಾವಾಗ ಬೇಕಾದರೂ ನಿಲ್ಲಿಸಲು STOP ಎಂದು ಉತ್ತರಿಸಿ.",
  },
};
