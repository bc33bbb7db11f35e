import type { Catalogue } from "@clinic/contract/messages";

/**
 * What the clinic does with a patient's data, a line each, for the export's summary (DPDP Act s.11: a
 * summary of the personal data processed and the processing), in the language the patient reads the
 * export in (issue 33). Kept in step with the privacy notice.
 */
type ProcessingLine = "contact" | "payments" | "emails" | "video" | "care" | "accounting";

export const processingTexts: Catalogue<ProcessingLine> = {
  en: {
    contact:
      "Your name, email and phone: to book, confirm and remind you of consultations, and to reach you about them.",
    payments:
      "Payments: the payment provider (Razorpay) receives the amount, your name, email and phone to take the payment.",
    emails: "Emails: the clinic's email provider delivers confirmations, reminders and changes.",
    video: "Video: the video provider hosts the consultation at the meeting link.",
    care: "Intake answers, photos, limb measurements and the practitioner's notes: for your care only, seen by the clinic's practitioner.",
    accounting:
      "Accounting: the date, amount, tax, reference and payment ids of each booking are kept as the law requires, also after erasure.",
  },
  hi: {
    contact:
      "आपका नाम, ईमेल और फ़ोन: परामर्श बुक करने, उसकी पुष्टि करने, उसकी याद दिलाने और उसके बारे में आपसे बात करने के लिए।",
    payments: "भुगतान: भुगतान लेने के लिए भुगतान सेवा (Razorpay) को राशि, आपका नाम, ईमेल और फ़ोन मिलता है।",
    emails: "ईमेल: क्लिनिक की ईमेल सेवा पुष्टि, रिमाइंडर और बदलावों की सूचना पहुँचाती है।",
    video: "वीडियो: वीडियो सेवा मीटिंग लिंक पर परामर्श चलाती है।",
    care: "स्वास्थ्य के सवालों के जवाब, फ़ोटो, हाथ-पैर के माप और फिजियोथेरेपिस्ट के नोट्स: सिर्फ़ आपके इलाज के लिए, इन्हें सिर्फ़ क्लिनिक के फिजियोथेरेपिस्ट देखते हैं।",
    accounting:
      "हिसाब-किताब: हर बुकिंग की तारीख़, राशि, टैक्स, रेफ़रेंस और भुगतान आईडी कानून के अनुसार रखे जाते हैं, जानकारी मिटाने के बाद भी।",
  },
  kn: {
    contact: "ನಿಮ್ಮ ಹೆಸರು, ಇಮೇಲ್ ಮತ್ತು ಫೋನ್: ಸಮಾಲೋಚನೆಯನ್ನು ಬುಕ್ ಮಾಡಲು, ಖಚಿತಪಡಿಸಲು, ನೆನಪಿಸಲು ಮತ್ತು ಅದರ ಬಗ್ಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಲು.",
    payments: "ಪಾವತಿಗಳು: ಪಾವತಿ ಪಡೆಯಲು ಪಾವತಿ ಸೇವೆಗೆ (Razorpay) ಮೊತ್ತ, ನಿಮ್ಮ ಹೆಸರು, ಇಮೇಲ್ ಮತ್ತು ಫೋನ್ ಸಿಗುತ್ತದೆ.",
    emails: "ಇಮೇಲ್‌ಗಳು: ಕ್ಲಿನಿಕ್‌ನ ಇಮೇಲ್ ಸೇವೆ ದೃಢೀಕರಣಗಳು, ಜ್ಞಾಪನೆಗಳು ಮತ್ತು ಬದಲಾವಣೆಗಳನ್ನು ತಲುಪಿಸುತ್ತದೆ.",
    video: "ವೀಡಿಯೊ: ವೀಡಿಯೊ ಸೇವೆ ಮೀಟಿಂಗ್ ಲಿಂಕ್‌ನಲ್ಲಿ ಸಮಾಲೋಚನೆಯನ್ನು ನಡೆಸುತ್ತದೆ.",
    care: "ಆರೋಗ್ಯದ ಪ್ರಶ್ನೆಗಳ ಉತ್ತರಗಳು, ಫೋಟೋಗಳು, ಕೈ ಅಥವಾ ಕಾಲಿನ ಅಳತೆಗಳು ಮತ್ತು ಫಿಸಿಯೋಥೆರಪಿಸ್ಟ್‌ರ ಟಿಪ್ಪಣಿಗಳು: ನಿಮ್ಮ ಚಿಕಿತ್ಸೆಗೆ ಮಾತ್ರ, ಕ್ಲಿನಿಕ್‌ನ ಫಿಸಿಯೋಥೆರಪಿಸ್ಟ್ ಮಾತ್ರ ನೋಡುತ್ತಾರೆ.",
    accounting:
      "ಲೆಕ್ಕಪತ್ರ: ಪ್ರತಿ ಬುಕಿಂಗ್‌ನ ದಿನಾಂಕ, ಮೊತ್ತ, ತೆರಿಗೆ, ರೆಫರೆನ್ಸ್ ಮತ್ತು ಪಾವತಿ ಐಡಿಗಳನ್ನು ಕಾನೂನಿನ ಪ್ರಕಾರ ಇಡಲಾಗುತ್ತದೆ, ಮಾಹಿತಿ ಅಳಿಸಿದ ನಂತರವೂ.",
  },
};
