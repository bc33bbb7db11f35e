import type { Catalogue } from "@clinic/contract/messages";

/**
 * The patient's emails about reaching their booking and record in English, Hindi and Kannada (issue 33):
 * the manage link sent again, the record-access code, and the notice that contact details changed. The
 * language is that of the booking they came through. The lines carrying the manage link are the
 * confirmation's (`confirmationTexts`), so the send-time fallback finds them.
 */
type RecordAccessText =
  | "hello"
  | "linkSubject"
  | "linkAgain"
  | "sameLink"
  | "codeSubject"
  | "codeIntro"
  | "codeUse"
  | "codeNotAsked"
  | "changedSubject"
  | "changedOn"
  | "yourBookings"
  | "yourBooking"
  | "emailNow"
  | "phoneNow"
  | "changedByYou"
  | "changedNotByYou";

export const recordAccessTexts: Catalogue<RecordAccessText> = {
  en: {
    hello: "Hello,",
    linkSubject: "Your link to manage your consultation: {when}",
    linkAgain: "Here is the link to your consultation of {when} again, as asked on the confirmation page.",
    sameLink:
      "It is the same link as in your confirmation email. If you did not ask for it, you can ignore this email.",
    codeSubject: "Your code for {clinic}",
    codeIntro: "Your code to see or change your whole record with {clinic} is:",
    codeUse: "Enter it on the page where you asked for it. It works for {minutes} minutes, once.",
    codeNotAsked:
      "If you did not ask for this code, you can ignore this email: nobody can use it without also having your booking's link. If this keeps happening, please tell the clinic.",
    changedSubject: "Your contact details with {clinic} were changed",
    changedOn: "The contact details for {which} with {clinic} were changed on {when}:",
    yourBookings: "your bookings",
    yourBooking: "your booking {reference}",
    emailNow: "  Email: now {email}",
    phoneNow: "  Phone: now {phone}",
    changedByYou: "If you made this change, there is nothing more to do.",
    changedNotByYou:
      "If you did not, please contact the clinic straight away at {email}, and do not share any link or code you receive from us.",
  },
  hi: {
    hello: "नमस्ते,",
    linkSubject: "आपके परामर्श को बदलने का लिंक: {when}",
    linkAgain: "पुष्टि वाले पेज पर माँगे अनुसार, {when} के आपके परामर्श का लिंक फिर से यह है।",
    sameLink: "यह वही लिंक है जो आपके पुष्टि वाले ईमेल में है। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा कर सकते हैं।",
    codeSubject: "{clinic} के लिए आपका कोड",
    codeIntro: "{clinic} में अपना पूरा रिकॉर्ड देखने या बदलने के लिए आपका कोड है:",
    codeUse: "इसे उसी पेज पर लिखें जहाँ आपने इसे माँगा था। यह {minutes} मिनट तक, एक ही बार काम करता है।",
    codeNotAsked:
      "अगर आपने यह कोड नहीं माँगा, तो इस ईमेल को अनदेखा कर सकते हैं: आपकी बुकिंग के लिंक के बिना कोई इसका उपयोग नहीं कर सकता। अगर ऐसा बार-बार हो, तो कृपया क्लिनिक को बताएँ।",
    changedSubject: "{clinic} में आपके संपर्क विवरण बदले गए",
    changedOn: "{clinic} में {which} के संपर्क विवरण {when} को बदले गए:",
    yourBookings: "आपकी बुकिंग",
    yourBooking: "आपकी बुकिंग {reference}",
    emailNow: "  ईमेल: अब {email}",
    phoneNow: "  फ़ोन: अब {phone}",
    changedByYou: "अगर यह बदलाव आपने किया है, तो कुछ और करने की ज़रूरत नहीं है।",
    changedNotByYou:
      "अगर आपने नहीं किया, तो कृपया तुरंत क्लिनिक से {email} पर संपर्क करें, और हमसे मिला कोई लिंक या कोड किसी को न बताएँ।",
  },
  kn: {
    hello: "ನಮಸ್ಕಾರ,",
    linkSubject: "ನಿಮ್ಮ ಸಮಾಲೋಚನೆಯನ್ನು ನಿರ್ವಹಿಸುವ ಲಿಂಕ್: {when}",
    linkAgain: "ಖಚಿತಪಡಿಸಿದ ಪುಟದಲ್ಲಿ ಕೇಳಿದಂತೆ, {when} ರ ನಿಮ್ಮ ಸಮಾಲೋಚನೆಯ ಲಿಂಕ್ ಮತ್ತೆ ಇಲ್ಲಿದೆ.",
    sameLink: "ಇದು ನಿಮ್ಮ ಖಚಿತಪಡಿಸಿದ ಇಮೇಲ್‌ನಲ್ಲಿರುವ ಅದೇ ಲಿಂಕ್. ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಬಹುದು.",
    codeSubject: "{clinic} ಗಾಗಿ ನಿಮ್ಮ ಕೋಡ್",
    codeIntro: "{clinic} ನಲ್ಲಿ ನಿಮ್ಮ ಪೂರ್ತಿ ದಾಖಲೆಯನ್ನು ನೋಡಲು ಅಥವಾ ಬದಲಾಯಿಸಲು ನಿಮ್ಮ ಕೋಡ್:",
    codeUse: "ನೀವು ಇದನ್ನು ಕೇಳಿದ ಪುಟದಲ್ಲೇ ಬರೆಯಿರಿ. ಇದು {minutes} ನಿಮಿಷಗಳವರೆಗೆ, ಒಂದೇ ಸಲ ಕೆಲಸ ಮಾಡುತ್ತದೆ.",
    codeNotAsked:
      "ನೀವು ಈ ಕೋಡ್ ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಬಹುದು: ನಿಮ್ಮ ಬುಕಿಂಗ್‌ನ ಲಿಂಕ್ ಇಲ್ಲದೆ ಯಾರೂ ಇದನ್ನು ಬಳಸಲು ಆಗುವುದಿಲ್ಲ. ಇದು ಮತ್ತೆ ಮತ್ತೆ ಆದರೆ, ದಯವಿಟ್ಟು ಕ್ಲಿನಿಕ್‌ಗೆ ತಿಳಿಸಿ.",
    changedSubject: "{clinic} ನಲ್ಲಿ ನಿಮ್ಮ ಸಂಪರ್ಕ ವಿವರಗಳು ಬದಲಾಗಿವೆ",
    changedOn: "{clinic} ನಲ್ಲಿ {which} ಸಂಪರ್ಕ ವಿವರಗಳನ್ನು {when} ರಂದು ಬದಲಾಯಿಸಲಾಗಿದೆ:",
    yourBookings: "ನಿಮ್ಮ ಬುಕಿಂಗ್‌ಗಳ",
    yourBooking: "ನಿಮ್ಮ ಬುಕಿಂಗ್ {reference} ರ",
    emailNow: "  ಇಮೇಲ್: ಈಗ {email}",
    phoneNow: "  ಫೋನ್: ಈಗ {phone}",
    changedByYou: "ಈ ಬದಲಾವಣೆಯನ್ನು ನೀವೇ ಮಾಡಿದ್ದರೆ, ಬೇರೇನೂ ಮಾಡಬೇಕಿಲ್ಲ.",
    changedNotByYou:
      "ನೀವು ಮಾಡದಿದ್ದರೆ, ದಯವಿಟ್ಟು ತಕ್ಷಣ ಕ್ಲಿನಿಕ್ ಅನ್ನು {email} ನಲ್ಲಿ ಸಂಪರ್ಕಿಸಿ, ಮತ್ತು ನಮ್ಮಿಂದ ಬರುವ ಯಾವುದೇ ಲಿಂಕ್ ಅಥವಾ ಕೋಡ್ ಅನ್ನು ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.",
  },
};
