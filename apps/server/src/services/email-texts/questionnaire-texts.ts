import type { Catalogue } from "@clinic/contract/messages";

/**
 * The email asking a patient to fill in a questionnaire (issue 36), in their booking's language. It
 * names the questionnaire and gives the manage link, where it is answered: never a question, an answer
 * or a score (health data stays out of emails).
 */
type QuestionnaireText = "subject" | "hello" | "asked" | "where" | "time";

export const questionnaireTexts: Catalogue<QuestionnaireText> = {
  en: {
    subject: "A short questionnaire from {clinic}",
    hello: "Hello {name},",
    asked: "Your practitioner asks you to fill in a short questionnaire: {questionnaire}.",
    where: "Open your booking's page to answer it: {link}",
    time: "It takes about five minutes. Your answers are seen by your practitioner only.",
  },
  hi: {
    subject: "{clinic} की ओर से एक छोटी प्रश्नावली",
    hello: "नमस्ते {name},",
    asked: "आपके फिजियोथेरेपिस्ट चाहते हैं कि आप एक छोटी प्रश्नावली भरें: {questionnaire}।",
    where: "जवाब देने के लिए अपनी बुकिंग का पेज खोलें: {link}",
    time: "इसमें लगभग पाँच मिनट लगते हैं। आपके जवाब सिर्फ़ आपके फिजियोथेरेपिस्ट देखते हैं।",
  },
  kn: {
    subject: "{clinic} ಕಡೆಯಿಂದ ಒಂದು ಚಿಕ್ಕ ಪ್ರಶ್ನಾವಳಿ",
    hello: "ನಮಸ್ಕಾರ {name},",
    asked: "ನಿಮ್ಮ ಫಿಸಿಯೋಥೆರಪಿಸ್ಟ್ ಒಂದು ಚಿಕ್ಕ ಪ್ರಶ್ನಾವಳಿಯನ್ನು ತುಂಬಲು ಕೇಳಿದ್ದಾರೆ: {questionnaire}.",
    where: "ಉತ್ತರಿಸಲು ನಿಮ್ಮ ಬುಕಿಂಗ್‌ನ ಪುಟ ತೆರೆಯಿರಿ: {link}",
    time: "ಇದಕ್ಕೆ ಸುಮಾರು ಐದು ನಿಮಿಷ ಬೇಕು. ನಿಮ್ಮ ಉತ್ತರಗಳನ್ನು ನಿಮ್ಮ ಫಿಸಿಯೋಥೆರಪಿಸ್ಟ್ ಮಾತ್ರ ನೋಡುತ್ತಾರೆ.",
  },
};
