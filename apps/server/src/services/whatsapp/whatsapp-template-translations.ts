import type { Locale } from "@clinic/contract/locales";

/**
 * The patient's WhatsApp templates in Hindi and Kannada (issue 33): each is approved at Meta under the
 * same name with its own language code (`hi`, `kn`), and a booking's messages go in its language only:
 * Meta sends no other language in its place. No body starts or ends with a value (Meta refuses that),
 * and "STOP" stays the word the webhook reads. The clinic's own notice stays English.
 */
const stop = {
  hi: "ये संदेश बंद करने के लिए STOP लिखकर भेजें।",
  kn: "ಈ ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸಲು STOP ಎಂದು ಉತ್ತರಿಸಿ.",
};

export const translatedTemplateBodies = {
  hi: {
    booking_confirmation: `नमस्ते {{1}}, {{2}} के साथ आपका वीडियो परामर्श {{3}} ({{4}}) के लिए पक्का हो गया है।\n\nजुड़ें: {{5}}\nसमय बदलने या रद्द करने के लिए: {{6}}\n\n${stop.hi}`,
    visit_confirmation: `नमस्ते {{1}}, {{3}} के साथ आपकी अपॉइंटमेंट ({{2}}) {{4}} ({{5}}) के लिए पक्की हो गई है।\n\nकहाँ: {{6}}\nसमय बदलने या रद्द करने के लिए: {{7}}\n\n${stop.hi}`,
    appointment_reminder: `याद दिलाना: {{1}} के साथ आपका वीडियो परामर्श {{2}} ({{3}}) पर है।\n\nजुड़ें: {{4}}\nसमय बदलने या रद्द करने के लिए: {{5}}\n\n${stop.hi}`,
    booking_rescheduled: `आपका वीडियो परामर्श ({{1}} के साथ) अब {{2}} ({{3}}) पर है।\n\nजुड़ें: {{4}}\nसमय बदलने या रद्द करने के लिए: {{5}}\n\n${stop.hi}`,
    booking_cancelled: `आपका वीडियो परामर्श, जो {{1}} के साथ {{2}} ({{3}}) को था, रद्द कर दिया गया है। संदर्भ संख्या: {{4}}।\n\n${stop.hi}`,
    refund_issued: `आपका {{1}} का भुगतान, जो {{2}} को किया गया था, लौटा दिया गया है (संदर्भ {{3}})। बैंक में दिखने में आमतौर पर 5 से 7 कामकाजी दिन लगते हैं।\n\n${stop.hi}`,
    care_reminder: `नमस्ते {{1}}, {{2}} की ओर से याद दिलाना: {{3}}\n\nअगली मुलाक़ात बुक करने के लिए: {{4}}\n\n${stop.hi}`,
    garment_check_in: `नमस्ते {{1}}, {{2}} की ओर से हफ़्ते का सवाल: इस हफ़्ते आपने दिन में कितने घंटे अपना कम्प्रेशन गारमेंट पहना?\n\nयहाँ जवाब दें: {{3}}\n\n${stop.hi}`,
    payment_link: `नमस्ते {{1}}, {{2}} ने आपको {{3}} के भुगतान का लिंक भेजा है: {{4}}।\n\nयहाँ भुगतान करें: {{5}}\nयह लिंक {{6}} तक चलेगा।\n\n${stop.hi}`,
    record_access_code:
      "{{1}} आपका सत्यापन कोड है। अपनी सुरक्षा के लिए, यह कोड किसी को न बताएं।\nयह कोड 10 मिनट में समाप्त हो जाएगा।",
    contact_details_changed: `सूचना: {{2}} के साथ {{1}} के संपर्क विवरण {{3}} को बदले गए।\n\nअगर यह आपने किया है, तो कुछ और करने की ज़रूरत नहीं है। अगर नहीं, तो कृपया तुरंत क्लिनिक से संपर्क करें: {{4}}\n\n${stop.hi}`,
  },
  kn: {
    booking_confirmation: `ನಮಸ್ಕಾರ {{1}}, {{2}} ಅವರೊಂದಿಗೆ ನಿಮ್ಮ ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ {{3}} ({{4}}) ಕ್ಕೆ ಖಚಿತವಾಗಿದೆ.\n\nಸೇರಿ: {{5}}\nಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು: {{6}}\n\n${stop.kn}`,
    visit_confirmation: `ನಮಸ್ಕಾರ {{1}}, {{3}} ಅವರೊಂದಿಗೆ ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ({{2}}) {{4}} ({{5}}) ಕ್ಕೆ ಖಚಿತವಾಗಿದೆ.\n\nಎಲ್ಲಿ: {{6}}\nಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು: {{7}}\n\n${stop.kn}`,
    appointment_reminder: `ಜ್ಞಾಪನೆ: {{1}} ಅವರೊಂದಿಗೆ ನಿಮ್ಮ ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ {{2}} ({{3}}) ಕ್ಕೆ ಇದೆ.\n\nಸೇರಿ: {{4}}\nಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು: {{5}}\n\n${stop.kn}`,
    booking_rescheduled: `ನಮಸ್ಕಾರ, {{1}} ಅವರೊಂದಿಗಿನ ನಿಮ್ಮ ವೀಡಿಯೊ ಸಮಾಲೋಚನೆಯನ್ನು {{2}} ({{3}}) ಕ್ಕೆ ಬದಲಾಯಿಸಲಾಗಿದೆ.\n\nಸೇರಿ: {{4}}\nಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು: {{5}}\n\n${stop.kn}`,
    booking_cancelled: `ನಮಸ್ಕಾರ, {{1}} ಅವರೊಂದಿಗೆ {{2}} ({{3}}) ರಂದು ಇದ್ದ ನಿಮ್ಮ ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ ರದ್ದಾಗಿದೆ. ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ: {{4}}.\n\n${stop.kn}`,
    refund_issued: `ನೀವು {{2}} ಗೆ ಮಾಡಿದ {{1}} ಪಾವತಿಯನ್ನು ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ (ಉಲ್ಲೇಖ {{3}}). ಬ್ಯಾಂಕ್‌ನಲ್ಲಿ ಕಾಣಿಸಲು ಸಾಮಾನ್ಯವಾಗಿ 5 ರಿಂದ 7 ಕೆಲಸದ ದಿನಗಳು ಬೇಕು.\n\n${stop.kn}`,
    care_reminder: `ನಮಸ್ಕಾರ {{1}}, {{2}} ಇಂದ ಜ್ಞಾಪನೆ: {{3}}\n\nಮುಂದಿನ ಭೇಟಿಯನ್ನು ಬುಕ್ ಮಾಡಲು: {{4}}\n\n${stop.kn}`,
    garment_check_in: `ನಮಸ್ಕಾರ {{1}}, {{2}} ಕಡೆಯಿಂದ ವಾರದ ಪ್ರಶ್ನೆ: ಈ ವಾರ ನೀವು ದಿನಕ್ಕೆ ಎಷ್ಟು ಗಂಟೆ ನಿಮ್ಮ ಕಂಪ್ರೆಷನ್ ಗಾರ್ಮೆಂಟ್ ಧರಿಸಿದ್ದೀರಿ?\n\nಇಲ್ಲಿ ಉತ್ತರಿಸಿ: {{3}}\n\n${stop.kn}`,
    payment_link: `ನಮಸ್ಕಾರ {{1}}, {{3}} ಗಾಗಿ ಪಾವತಿಸಲು {{2}} ನಿಮಗೆ ಲಿಂಕ್ ಕಳುಹಿಸಿದೆ: {{4}}.\n\nಇಲ್ಲಿ ಪಾವತಿಸಿ: {{5}}\nಈ ಲಿಂಕ್ {{6}} ರವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ.\n\n${stop.kn}`,
    record_access_code:
      "{{1}} ನಿಮ್ಮ ಪರಿಶೀಲನಾ ಕೋಡ್. ನಿಮ್ಮ ಸುರಕ್ಷತೆಗಾಗಿ, ಈ ಕೋಡ್ ಅನ್ನು ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.\nಈ ಕೋಡ್ 10 ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮುಗಿಯುತ್ತದೆ.",
    contact_details_changed: `ಸೂಚನೆ: {{2}} ಅವರೊಂದಿಗಿನ {{1}} ಸಂಪರ್ಕ ವಿವರಗಳನ್ನು {{3}} ರಂದು ಬದಲಾಯಿಸಲಾಗಿದೆ.\n\nಇದನ್ನು ನೀವೇ ಮಾಡಿದ್ದರೆ, ಬೇರೇನೂ ಮಾಡಬೇಕಿಲ್ಲ. ನೀವು ಮಾಡದಿದ್ದರೆ, ದಯವಿಟ್ಟು ತಕ್ಷಣ ಕ್ಲಿನಿಕ್ ಅನ್ನು ಸಂಪರ್ಕಿಸಿ: {{4}}\n\n${stop.kn}`,
  },
} as const;

export type TranslatedTemplateKey = keyof (typeof translatedTemplateBodies)["hi"];

/** The template's body in `locale`, or undefined when it has none there (the clinic's own notice). */
export function translatedBody(key: string, locale: Exclude<Locale, "en">): string | undefined {
  const bodies: Record<string, string> = translatedTemplateBodies[locale];
  return Object.hasOwn(bodies, key) ? bodies[key] : undefined;
}

/** What is sent in place of the manage link when it cannot be made, in the message's language. */
export const noManageLinkText: Record<Locale, string> = {
  en: "the link in your confirmation email",
  hi: "आपके पुष्टि वाले ईमेल का लिंक",
  kn: "ನಿಮ್ಮ ಖಚಿತಪಡಿಸಿದ ಇಮೇಲ್‌ನ ಲಿಂಕ್",
};
