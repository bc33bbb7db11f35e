import type { Catalogue } from "@clinic/contract/messages";

/**
 * The weekly compression wear check-in (issue 36; decision 0139), in the booking's language: the
 * question and the manage link where it is answered; never an answer or any other health value. The
 * `question` line is also the WhatsApp template's.
 */
type CheckInText = "subject" | "hello" | "question" | "where" | "stop";

export const garmentCheckInTexts: Catalogue<CheckInText> = {
  en: {
    subject: "Your weekly garment check-in from {clinic}",
    hello: "Hello {name},",
    question: "How many hours a day did you wear your garment this week?",
    where: "Answer on your booking's page (it takes a few seconds): {link}",
    stop: "To stop these weekly questions, turn them off on the same page.",
  },
  hi: {
    subject: "{clinic} की ओर से आपका साप्ताहिक गारमेंट चेक-इन",
    hello: "नमस्ते {name},",
    question: "इस हफ़्ते आपने दिन में कितने घंटे अपना गारमेंट (कम्प्रेशन गारमेंट) पहना?",
    where: "अपनी बुकिंग के पेज पर जवाब दें (कुछ ही सेकंड लगते हैं): {link}",
    stop: "ये साप्ताहिक सवाल बंद करने के लिए, उसी पेज पर इन्हें बंद करें।",
  },
  kn: {
    subject: "{clinic} ಕಡೆಯಿಂದ ನಿಮ್ಮ ವಾರದ ಗಾರ್ಮೆಂಟ್ ಚೆಕ್-ಇನ್",
    hello: "ನಮಸ್ಕಾರ {name},",
    question: "ಈ ವಾರ ನೀವು ದಿನಕ್ಕೆ ಎಷ್ಟು ಗಂಟೆ ನಿಮ್ಮ ಗಾರ್ಮೆಂಟ್ (ಕಂಪ್ರೆಷನ್ ಗಾರ್ಮೆಂಟ್) ಧರಿಸಿದ್ದೀರಿ?",
    where: "ನಿಮ್ಮ ಬುಕಿಂಗ್‌ನ ಪುಟದಲ್ಲಿ ಉತ್ತರಿಸಿ (ಕೆಲವೇ ಸೆಕೆಂಡುಗಳು ಸಾಕು): {link}",
    stop: "ಈ ವಾರದ ಪ್ರಶ್ನೆಗಳನ್ನು ನಿಲ್ಲಿಸಲು, ಅದೇ ಪುಟದಲ್ಲಿ ಅವುಗಳನ್ನು ಆಫ್ ಮಾಡಿ.",
  },
};
