import type { Catalogue } from "@clinic/contract/messages";

/**
 * The reminder emails before a consultation in English, Hindi and Kannada (issue 33). The line with
 * the manage link is the confirmation's (`confirmationTexts.manage`), so the send-time fallback finds it.
 */
type ReminderText = "subject" | "greeting" | "reminder" | "reference" | "join" | "noManage";

export const reminderTexts: Catalogue<ReminderText> = {
  en: {
    subject: "Reminder: your consultation on {when}",
    greeting: "Dear {name},",
    reminder: "A reminder of your video consultation on {when}.",
    reference: "Reference: {reference}",
    join: "Join: {link}",
    noManage: "To reschedule or cancel, use the link in your confirmation email.",
  },
  hi: {
    subject: "याद दिलाना: आपका परामर्श {when} पर है",
    greeting: "प्रिय {name},",
    reminder: "याद दिलाना: आपका वीडियो परामर्श {when} पर है।",
    reference: "संदर्भ संख्या: {reference}",
    join: "जुड़ें: {link}",
    noManage: "समय बदलने या रद्द करने के लिए, पुष्टि वाले ईमेल का लिंक खोलें।",
  },
  kn: {
    subject: "ಜ್ಞಾಪನೆ: ನಿಮ್ಮ ಸಮಾಲೋಚನೆ {when} ಕ್ಕೆ ಇದೆ",
    greeting: "ಪ್ರಿಯ {name},",
    reminder: "ಜ್ಞಾಪನೆ: ನಿಮ್ಮ ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ {when} ಕ್ಕೆ ಇದೆ.",
    reference: "ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ: {reference}",
    join: "ಸೇರಿ: {link}",
    noManage: "ಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು, ಖಚಿತಪಡಿಸಿದ ಇಮೇಲ್‌ನ ಲಿಂಕ್ ತೆರೆಯಿರಿ.",
  },
};
