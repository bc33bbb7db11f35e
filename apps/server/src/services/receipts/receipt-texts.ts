import { kindModeWords } from "@clinic/contract/appointment-kinds";
import type { Catalogue } from "@clinic/contract/messages";

/**
 * The receipt's and credit note's words in English, Hindi and Kannada (issue 33), in the language of
 * the booking it was issued for (kept in its patient snapshot, so the document never changes). GST's
 * names for the documents stay beside the translation, as the law names them; GSTIN, SAC, the
 * numbers and the amount in words (the Act's English) stay as they are.
 */
type ReceiptText =
  | "taxInvoice"
  | "billOfSupply"
  | "creditNote"
  | "registrationNo"
  | "number"
  | "creditNoteNumber"
  | "date"
  | "against"
  | "againstValue"
  | "patient"
  | "bookingReference"
  | "description"
  | "amountIn"
  | "consultation"
  | "defaultService"
  | "serviceLine"
  | "modeVideo"
  | "modeInClinic"
  | "modeHomeVisit"
  | "sessions"
  | "usableUntil"
  | "at"
  | "taxableValue"
  | "total"
  | "totalCredited"
  | "amountInWords"
  | "amountInFigures"
  | "paymentMethod"
  | "refundBy"
  | "paymentReference"
  | "atClinic"
  | "cash"
  | "upi"
  | "card"
  | "online"
  | "onlineTest"
  | "exemption"
  | "noSignature"
  | "issuedForRefund"
  | "theReceipt";

export const receiptTexts: Catalogue<ReceiptText> = {
  en: {
    taxInvoice: "Tax Invoice",
    billOfSupply: "Bill of Supply",
    creditNote: "Credit Note",
    registrationNo: "Registration No.",
    number: "No.",
    creditNoteNumber: "Credit note No.",
    date: "Date",
    against: "Against",
    againstValue: "{number} dated {date}",
    patient: "Patient",
    bookingReference: "Booking reference",
    description: "Description",
    amountIn: "Amount ({currency})",
    consultation: "Consultation: {date}",
    defaultService: "Physiotherapy consultation (video)",
    serviceLine: "{what}, {minutes} minutes",
    modeVideo: kindModeWords.video,
    modeInClinic: kindModeWords.in_clinic,
    modeHomeVisit: kindModeWords.home_visit,
    sessions: "{sessions} sessions",
    usableUntil: "to be used by {date}",
    at: "at {time}",
    taxableValue: "Taxable value",
    total: "Total",
    totalCredited: "Total credited",
    amountInWords: "Amount in words",
    amountInFigures: "Amount in figures",
    paymentMethod: "Payment method",
    refundBy: "Refund of payment by",
    paymentReference: "Payment reference",
    atClinic: "{method}, at the clinic",
    cash: "Cash",
    upi: "UPI",
    card: "Card",
    online: "Online (Razorpay)",
    onlineTest: "Online (test payment)",
    exemption:
      "Exempt from GST: health care services by a clinical establishment, an authorised medical practitioner or para-medics (Notification 12/2017-Central Tax (Rate), Sl. No. 74).",
    noSignature: "This document is computer-generated, no signature required.",
    issuedForRefund: "Issued for the full refund of {number}.",
    theReceipt: "the receipt",
  },
  hi: {
    taxInvoice: "कर बीजक",
    billOfSupply: "आपूर्ति का बिल",
    creditNote: "क्रेडिट नोट",
    registrationNo: "पंजीकरण संख्या",
    number: "संख्या",
    creditNoteNumber: "क्रेडिट नोट संख्या",
    date: "तारीख",
    against: "जिसके बदले",
    againstValue: "{number}, दिनांक {date}",
    patient: "मरीज़",
    bookingReference: "बुकिंग संदर्भ संख्या",
    description: "विवरण",
    amountIn: "राशि ({currency})",
    consultation: "परामर्श: {date}",
    defaultService: "फ़िज़ियोथेरेपी परामर्श (वीडियो)",
    serviceLine: "{what}, {minutes} मिनट",
    modeVideo: "वीडियो",
    modeInClinic: "क्लिनिक में",
    modeHomeVisit: "घर पर",
    sessions: "{sessions} सेशन",
    usableUntil: "{date} तक उपयोग करें",
    at: "समय {time}",
    taxableValue: "कर योग्य मूल्य",
    total: "कुल",
    totalCredited: "कुल वापसी",
    amountInWords: "राशि शब्दों में",
    amountInFigures: "राशि अंकों में",
    paymentMethod: "भुगतान का तरीका",
    refundBy: "भुगतान की वापसी",
    paymentReference: "भुगतान संदर्भ",
    atClinic: "{method}, क्लिनिक में",
    cash: "नकद",
    upi: "UPI",
    card: "कार्ड",
    online: "ऑनलाइन (Razorpay)",
    onlineTest: "ऑनलाइन (परीक्षण भुगतान)",
    exemption:
      "GST से छूट: क्लिनिकल संस्थान, अधिकृत चिकित्सक या पैरा-मेडिक्स द्वारा स्वास्थ्य सेवाएँ (अधिसूचना 12/2017-केंद्रीय कर (दर), क्रम सं. 74)।",
    noSignature: "यह दस्तावेज़ कंप्यूटर से बना है, हस्ताक्षर की ज़रूरत नहीं है।",
    issuedForRefund: "{number} की पूरी राशि की वापसी के लिए जारी।",
    theReceipt: "रसीद",
  },
  kn: {
    taxInvoice: "ತೆರಿಗೆ ಬಿಲ್",
    billOfSupply: "ಪೂರೈಕೆಯ ಬಿಲ್",
    creditNote: "ಕ್ರೆಡಿಟ್ ನೋಟ್",
    registrationNo: "ನೋಂದಣಿ ಸಂಖ್ಯೆ",
    number: "ಸಂಖ್ಯೆ",
    creditNoteNumber: "ಕ್ರೆಡಿಟ್ ನೋಟ್ ಸಂಖ್ಯೆ",
    date: "ದಿನಾಂಕ",
    against: "ಇದರ ಬದಲಿಗೆ",
    againstValue: "{number}, ದಿನಾಂಕ {date}",
    patient: "ರೋಗಿ",
    bookingReference: "ಬುಕಿಂಗ್ ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ",
    description: "ವಿವರ",
    amountIn: "ಮೊತ್ತ ({currency})",
    consultation: "ಸಮಾಲೋಚನೆ: {date}",
    defaultService: "ಫಿಸಿಯೋಥೆರಪಿ ಸಮಾಲೋಚನೆ (ವೀಡಿಯೊ)",
    serviceLine: "{what}, {minutes} ನಿಮಿಷಗಳು",
    modeVideo: "ವೀಡಿಯೊ",
    modeInClinic: "ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ",
    modeHomeVisit: "ಮನೆಗೆ ಭೇಟಿ",
    sessions: "{sessions} ಸೆಷನ್‌ಗಳು",
    usableUntil: "{date} ರೊಳಗೆ ಬಳಸಬೇಕು",
    at: "ಸಮಯ {time}",
    taxableValue: "ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೌಲ್ಯ",
    total: "ಒಟ್ಟು",
    totalCredited: "ಒಟ್ಟು ಹಿಂತಿರುಗಿಸಿದ್ದು",
    amountInWords: "ಮೊತ್ತ ಪದಗಳಲ್ಲಿ",
    amountInFigures: "ಮೊತ್ತ ಅಂಕಿಗಳಲ್ಲಿ",
    paymentMethod: "ಪಾವತಿಯ ವಿಧಾನ",
    refundBy: "ಪಾವತಿ ಹಿಂತಿರುಗಿಸಿದ ವಿಧಾನ",
    paymentReference: "ಪಾವತಿ ಉಲ್ಲೇಖ",
    atClinic: "{method}, ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ",
    cash: "ನಗದು",
    upi: "UPI",
    card: "ಕಾರ್ಡ್",
    online: "ಆನ್‌ಲೈನ್ (Razorpay)",
    onlineTest: "ಆನ್‌ಲೈನ್ (ಪರೀಕ್ಷಾ ಪಾವತಿ)",
    exemption:
      "GST ಯಿಂದ ವಿನಾಯಿತಿ: ಕ್ಲಿನಿಕಲ್ ಸಂಸ್ಥೆ, ಅಧಿಕೃತ ವೈದ್ಯರು ಅಥವಾ ಪ್ಯಾರಾ-ಮೆಡಿಕ್‌ಗಳ ಆರೋಗ್ಯ ಸೇವೆಗಳು (ಅಧಿಸೂಚನೆ 12/2017-ಕೇಂದ್ರ ತೆರಿಗೆ (ದರ), ಕ್ರ. ಸಂ. 74).",
    noSignature: "ಈ ದಾಖಲೆ ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ತಯಾರಾಗಿದೆ, ಸಹಿ ಅಗತ್ಯವಿಲ್ಲ.",
    issuedForRefund: "{number} ರ ಪೂರ್ತಿ ಹಣ ಹಿಂತಿರುಗಿಸಲು ನೀಡಲಾಗಿದೆ.",
    theReceipt: "ರಸೀದಿ",
  },
};
