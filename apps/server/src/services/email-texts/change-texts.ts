import type { Catalogue } from "@clinic/contract/messages";

/**
 * The patient's emails about a change to their booking in English, Hindi and Kannada (issue 33): a
 * cancellation (theirs or the clinic's), a move (theirs or the clinic's) and a payment that came too
 * late. The booking's `locale` picks the language; the clinic's copy is always English. A reason the
 * clinic types is the clinic's words and goes in as typed.
 */
type ChangeText =
  | "greeting"
  | "cancelledSubject"
  | "cancelledByYou"
  | "reasonGiven"
  | "cancellationRemovesIt"
  | "cancelledByClinic"
  | "notCharged"
  | "packageReturns"
  | "clinicReturns"
  | "refundedOnline"
  | "bookAgain"
  | "cancellationRemovesConsultation"
  | "movedSubject"
  | "movedByYou"
  | "joinShort"
  | "invitationReplaces"
  | "movedByClinic"
  | "was"
  | "now"
  | "join"
  | "lateSubject"
  | "lateArrived"
  | "lateRefund"
  | "lateChooseAgain";

export const changeTexts: Catalogue<ChangeText> = {
  en: {
    greeting: "Dear {name},",
    cancelledSubject: "Consultation cancelled",
    cancelledByYou: "Your consultation of {when} (reference {reference}) is cancelled.",
    reasonGiven: "Reason given: {reason}",
    cancellationRemovesIt: "The attached cancellation removes it from your calendar.",
    cancelledByClinic:
      "The clinic has cancelled your consultation of {when} ({zone}), reference {reference}.",
    notCharged: "No payment was taken for this booking.",
    packageReturns: "The session goes back to your package of sessions.",
    clinicReturns: "The clinic will return the {amount} you paid at the clinic in full.",
    refundedOnline: "Your payment will be refunded in full to the way you paid.",
    bookAgain: "Please book another time on our website, or reply to this email.",
    cancellationRemovesConsultation: "The attached cancellation removes the consultation from your calendar.",
    movedSubject: "Consultation rescheduled",
    movedByYou: "Your consultation (reference {reference}) moved from {from} to {to} ({zone}).",
    joinShort: "Join: {link}",
    invitationReplaces: "The attached invitation replaces the earlier one in your calendar.",
    movedByClinic: "The clinic has moved your consultation (reference {reference}).",
    was: "Was: {when}",
    now: "Now: {when} ({zone})",
    join: "Join the consultation: {link}",
    lateSubject: "Your payment will be refunded",
    lateArrived:
      "Your payment for the consultation of {when} ({zone}) arrived after the time was no longer held for you, and it has since been booked by someone else.",
    lateRefund: "The full amount, {amount}, will be refunded to the way you paid. Reference: {reference}.",
    lateChooseAgain: "Please choose another time on our website, or reply to this email and we will help.",
  },
  hi: {
    greeting: "प्रिय {name},",
    cancelledSubject: "परामर्श रद्द हो गया",
    cancelledByYou: "{when} का आपका परामर्श (संदर्भ संख्या {reference}) रद्द हो गया है।",
    reasonGiven: "बताया गया कारण: {reason}",
    cancellationRemovesIt: "साथ में जुड़ी रद्द की सूचना इसे आपके कैलेंडर से हटा देती है।",
    cancelledByClinic: "क्लिनिक ने {when} ({zone}) का आपका परामर्श रद्द कर दिया है, संदर्भ संख्या {reference}।",
    notCharged: "इस बुकिंग के लिए कोई भुगतान नहीं लिया गया।",
    packageReturns: "यह सेशन आपके सेशन पैकेज में वापस जुड़ जाएगा।",
    clinicReturns: "आपने क्लिनिक में जो {amount} दिए थे, क्लिनिक वह पूरी राशि लौटा देगा।",
    refundedOnline: "आपका पूरा भुगतान उसी तरीके से लौटा दिया जाएगा, जिससे आपने भुगतान किया था।",
    bookAgain: "कृपया हमारी वेबसाइट पर कोई और समय बुक करें, या इस ईमेल का जवाब दें।",
    cancellationRemovesConsultation: "साथ में जुड़ी रद्द की सूचना इस परामर्श को आपके कैलेंडर से हटा देती है।",
    movedSubject: "परामर्श का समय बदल गया",
    movedByYou: "आपका परामर्श (संदर्भ संख्या {reference}) {from} से बदलकर {to} ({zone}) पर हो गया है।",
    joinShort: "जुड़ें: {link}",
    invitationReplaces: "साथ में जुड़ा नया निमंत्रण आपके कैलेंडर में पुराने की जगह ले लेता है।",
    movedByClinic: "क्लिनिक ने आपके परामर्श (संदर्भ संख्या {reference}) का समय बदल दिया है।",
    was: "पहले: {when}",
    now: "अब: {when} ({zone})",
    join: "परामर्श से जुड़ें: {link}",
    lateSubject: "आपका भुगतान लौटाया जाएगा",
    lateArrived:
      "{when} ({zone}) के परामर्श के लिए आपका भुगतान तब पहुँचा जब वह समय आपके लिए रोका नहीं रह गया था, और इस बीच वह समय किसी और ने बुक कर लिया।",
    lateRefund:
      "पूरी राशि, {amount}, उसी तरीके से लौटा दी जाएगी जिससे आपने भुगतान किया था। संदर्भ संख्या: {reference}।",
    lateChooseAgain: "कृपया हमारी वेबसाइट पर कोई और समय चुनें, या इस ईमेल का जवाब दें, हम मदद करेंगे।",
  },
  kn: {
    greeting: "ಪ್ರಿಯ {name},",
    cancelledSubject: "ಸಮಾಲೋಚನೆ ರದ್ದಾಗಿದೆ",
    cancelledByYou: "{when} ರ ನಿಮ್ಮ ಸಮಾಲೋಚನೆ (ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ {reference}) ರದ್ದಾಗಿದೆ.",
    reasonGiven: "ನೀಡಿದ ಕಾರಣ: {reason}",
    cancellationRemovesIt: "ಜೊತೆಗಿರುವ ರದ್ದತಿ ಸೂಚನೆ ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತದೆ.",
    cancelledByClinic: "ಕ್ಲಿನಿಕ್ {when} ({zone}) ರ ನಿಮ್ಮ ಸಮಾಲೋಚನೆಯನ್ನು ರದ್ದುಮಾಡಿದೆ, ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ {reference}.",
    notCharged: "ಈ ಬುಕಿಂಗ್‌ಗೆ ಯಾವುದೇ ಪಾವತಿ ತೆಗೆದುಕೊಂಡಿಲ್ಲ.",
    packageReturns: "ಈ ಸೆಷನ್ ನಿಮ್ಮ ಸೆಷನ್ ಪ್ಯಾಕೇಜ್‌ಗೆ ಮರಳಿ ಸೇರುತ್ತದೆ.",
    clinicReturns: "ನೀವು ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ ಪಾವತಿಸಿದ {amount} ಪೂರ್ತಿಯಾಗಿ ಕ್ಲಿನಿಕ್ ಹಿಂತಿರುಗಿಸುತ್ತದೆ.",
    refundedOnline: "ನಿಮ್ಮ ಪೂರ್ತಿ ಪಾವತಿಯನ್ನು ನೀವು ಪಾವತಿಸಿದ ರೀತಿಯಲ್ಲೇ ಹಿಂತಿರುಗಿಸಲಾಗುತ್ತದೆ.",
    bookAgain: "ದಯವಿಟ್ಟು ನಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಬೇರೆ ಸಮಯ ಬುಕ್ ಮಾಡಿ, ಅಥವಾ ಈ ಇಮೇಲ್‌ಗೆ ಉತ್ತರಿಸಿ.",
    cancellationRemovesConsultation: "ಜೊತೆಗಿರುವ ರದ್ದತಿ ಸೂಚನೆ ಈ ಸಮಾಲೋಚನೆಯನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತದೆ.",
    movedSubject: "ಸಮಾಲೋಚನೆಯ ಸಮಯ ಬದಲಾಗಿದೆ",
    movedByYou: "ನಿಮ್ಮ ಸಮಾಲೋಚನೆ (ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ {reference}) {from} ರಿಂದ {to} ({zone}) ಕ್ಕೆ ಬದಲಾಗಿದೆ.",
    joinShort: "ಸೇರಿ: {link}",
    invitationReplaces: "ಜೊತೆಗಿರುವ ಹೊಸ ಆಹ್ವಾನ ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಲ್ಲಿ ಹಳೆಯದರ ಬದಲಿಗೆ ಬರುತ್ತದೆ.",
    movedByClinic: "ಕ್ಲಿನಿಕ್ ನಿಮ್ಮ ಸಮಾಲೋಚನೆಯ (ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ {reference}) ಸಮಯವನ್ನು ಬದಲಾಯಿಸಿದೆ.",
    was: "ಹಿಂದೆ: {when}",
    now: "ಈಗ: {when} ({zone})",
    join: "ಸಮಾಲೋಚನೆಗೆ ಸೇರಿ: {link}",
    lateSubject: "ನಿಮ್ಮ ಪಾವತಿಯನ್ನು ಹಿಂತಿರುಗಿಸಲಾಗುವುದು",
    lateArrived:
      "{when} ({zone}) ರ ಸಮಾಲೋಚನೆಗೆ ನಿಮ್ಮ ಪಾವತಿ, ಆ ಸಮಯವನ್ನು ನಿಮಗಾಗಿ ಹಿಡಿದಿಡುವ ಅವಧಿ ಮುಗಿದ ನಂತರ ಬಂದಿದೆ, ಮತ್ತು ಈ ನಡುವೆ ಆ ಸಮಯವನ್ನು ಬೇರೊಬ್ಬರು ಬುಕ್ ಮಾಡಿದ್ದಾರೆ.",
    lateRefund: "ಪೂರ್ತಿ ಮೊತ್ತ, {amount}, ನೀವು ಪಾವತಿಸಿದ ರೀತಿಯಲ್ಲೇ ಹಿಂತಿರುಗಿಸಲಾಗುತ್ತದೆ. ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ: {reference}.",
    lateChooseAgain: "ದಯವಿಟ್ಟು ನಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಬೇರೆ ಸಮಯ ಆಯ್ಕೆಮಾಡಿ, ಅಥವಾ ಈ ಇಮೇಲ್‌ಗೆ ಉತ್ತರಿಸಿ, ನಾವು ಸಹಾಯ ಮಾಡುತ್ತೇವೆ.",
  },
};
