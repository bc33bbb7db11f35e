import type { Catalogue } from "@clinic/contract/messages";

/**
 * The patient's confirmation email in English, Hindi and Kannada (issue 33): the booking's `locale`
 * picks the language. Written plainly for patients; "GST", "UPI" and the reference stay as they are.
 */
type ConfirmationText =
  | "subject"
  | "greeting"
  | "confirmed"
  | "reference"
  | "amountPaid"
  | "amountPaidWithGst"
  | "amountPaidAtClinic"
  | "notCharged"
  | "fromPackage"
  | "cash"
  | "upi"
  | "card"
  | "receipt"
  | "receiptWaiting"
  | "join"
  | "manage"
  | "intake"
  | "noManage"
  | "noIntake"
  | "invite"
  | "confirmedKind"
  | "inClinic"
  | "map"
  | "homeVisit";

export const confirmationTexts: Catalogue<ConfirmationText> = {
  en: {
    subject: "Consultation confirmed: {when}",
    greeting: "Dear {name},",
    confirmed: "Your video consultation is confirmed for {when} ({zone}).",
    reference: "Reference: {reference}",
    amountPaid: "Amount paid: {amount}",
    amountPaidWithGst: "Amount paid: {amount} (incl. GST {percent}%)",
    amountPaidAtClinic: "Amount paid: {amount} at the clinic ({method})",
    notCharged: "No payment was taken for this booking.",
    fromPackage: "Paid from your package of sessions.",
    cash: "cash",
    upi: "UPI",
    card: "card",
    receipt: "Receipt: {number} (attached)",
    receiptWaiting: "Your receipt will be ready soon, to download from the link to manage your booking.",
    join: "Join the consultation: {link}",
    manage: "To reschedule or cancel: {link}",
    // The lead to the intake form (issue 20): only the invitation, never a question or an answer.
    intake:
      "Before the consultation, please answer a few questions about your health (photos optional): {link}",
    noManage: "To reschedule or cancel, use the link in your confirmation email or contact the clinic.",
    noIntake:
      "Before the consultation, please answer a few questions about your health from the link to manage your booking.",
    invite: "The calendar invitation is attached.",
    // An appointment that is not a video call (issue 34): its kind, and where it is.
    confirmedKind: "Your appointment ({kind}) is confirmed for {when} ({zone}).",
    inClinic: "Where: {address}",
    map: "Map: {link}",
    homeVisit: "We will visit you at: {address}",
  },
  hi: {
    subject: "परामर्श पक्का हो गया: {when}",
    greeting: "प्रिय {name},",
    confirmed: "आपका वीडियो परामर्श {when} ({zone}) के लिए पक्का हो गया है।",
    reference: "संदर्भ संख्या: {reference}",
    amountPaid: "भुगतान की गई राशि: {amount}",
    amountPaidWithGst: "भुगतान की गई राशि: {amount} (GST {percent}% सहित)",
    amountPaidAtClinic: "भुगतान की गई राशि: {amount}, क्लिनिक में ({method})",
    notCharged: "इस बुकिंग के लिए कोई भुगतान नहीं लिया गया।",
    fromPackage: "आपके सेशन पैकेज से भुगतान किया गया।",
    cash: "नकद",
    upi: "UPI",
    card: "कार्ड",
    receipt: "रसीद: {number} (संलग्न)",
    receiptWaiting: "आपकी रसीद जल्द तैयार होगी। इसे अपनी बुकिंग बदलने वाले लिंक से डाउनलोड करें।",
    join: "परामर्श से जुड़ें: {link}",
    manage: "समय बदलने या रद्द करने के लिए: {link}",
    intake: "परामर्श से पहले, कृपया अपने स्वास्थ्य के बारे में कुछ सवालों के जवाब दें (फ़ोटो अपनी इच्छा से): {link}",
    noManage: "समय बदलने या रद्द करने के लिए, पुष्टि वाले ईमेल का लिंक खोलें या क्लिनिक से संपर्क करें।",
    noIntake: "परामर्श से पहले, कृपया अपनी बुकिंग बदलने वाले लिंक से अपने स्वास्थ्य के बारे में कुछ सवालों के जवाब दें।",
    invite: "कैलेंडर का निमंत्रण साथ में जुड़ा है।",
    confirmedKind: "आपकी अपॉइंटमेंट ({kind}) {when} ({zone}) के लिए पक्की हो गई है।",
    inClinic: "कहाँ: {address}",
    map: "नक्शा: {link}",
    homeVisit: "हम आपसे इस पते पर मिलने आएँगे: {address}",
  },
  kn: {
    subject: "ಸಮಾಲೋಚನೆ ಖಚಿತವಾಗಿದೆ: {when}",
    greeting: "ಪ್ರಿಯ {name},",
    confirmed: "ನಿಮ್ಮ ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ {when} ({zone}) ಕ್ಕೆ ಖಚಿತವಾಗಿದೆ.",
    reference: "ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ: {reference}",
    amountPaid: "ಪಾವತಿಸಿದ ಮೊತ್ತ: {amount}",
    amountPaidWithGst: "ಪಾವತಿಸಿದ ಮೊತ್ತ: {amount} (GST {percent}% ಸೇರಿ)",
    amountPaidAtClinic: "ಪಾವತಿಸಿದ ಮೊತ್ತ: {amount}, ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ ({method})",
    notCharged: "ಈ ಬುಕಿಂಗ್‌ಗೆ ಯಾವುದೇ ಹಣ ಪಡೆದಿಲ್ಲ.",
    fromPackage: "ನಿಮ್ಮ ಸೆಷನ್ ಪ್ಯಾಕೇಜ್‌ನಿಂದ ಪಾವತಿಸಲಾಗಿದೆ.",
    cash: "ನಗದು",
    upi: "UPI",
    card: "ಕಾರ್ಡ್",
    receipt: "ರಸೀದಿ: {number} (ಲಗತ್ತಿಸಲಾಗಿದೆ)",
    receiptWaiting: "ನಿಮ್ಮ ರಸೀದಿ ಬೇಗ ಸಿದ್ಧವಾಗುತ್ತದೆ. ಬುಕಿಂಗ್ ಬದಲಿಸುವ ಲಿಂಕ್‌ನಿಂದ ಅದನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ.",
    join: "ಸಮಾಲೋಚನೆಗೆ ಸೇರಿ: {link}",
    manage: "ಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು: {link}",
    intake: "ಸಮಾಲೋಚನೆಗೆ ಮೊದಲು, ದಯವಿಟ್ಟು ನಿಮ್ಮ ಆರೋಗ್ಯದ ಬಗ್ಗೆ ಕೆಲವು ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಿಸಿ (ಫೋಟೋ ನಿಮ್ಮ ಇಚ್ಛೆ): {link}",
    noManage: "ಸಮಯ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು, ಖಚಿತಪಡಿಸಿದ ಇಮೇಲ್‌ನ ಲಿಂಕ್ ತೆರೆಯಿರಿ ಅಥವಾ ಕ್ಲಿನಿಕ್ ಅನ್ನು ಸಂಪರ್ಕಿಸಿ.",
    noIntake: "ಸಮಾಲೋಚನೆಗೆ ಮೊದಲು, ದಯವಿಟ್ಟು ಬುಕಿಂಗ್ ಬದಲಿಸುವ ಲಿಂಕ್‌ನಿಂದ ನಿಮ್ಮ ಆರೋಗ್ಯದ ಬಗ್ಗೆ ಕೆಲವು ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಿಸಿ.",
    invite: "ಕ್ಯಾಲೆಂಡರ್ ಆಹ್ವಾನವನ್ನು ಲಗತ್ತಿಸಲಾಗಿದೆ.",
    confirmedKind: "ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ({kind}) {when} ({zone}) ಕ್ಕೆ ಖಚಿತವಾಗಿದೆ.",
    inClinic: "ಎಲ್ಲಿ: {address}",
    map: "ನಕ್ಷೆ: {link}",
    homeVisit: "ನಾವು ಈ ವಿಳಾಸಕ್ಕೆ ಭೇಟಿ ನೀಡುತ್ತೇವೆ: {address}",
  },
};
