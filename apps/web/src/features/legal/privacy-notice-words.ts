import type { Catalogue } from "@clinic/contract/messages";

/**
 * The /privacy page's own words around the clinic's notice (its headings and the few words tying the
 * notice's parts together), in each language. The page's loader picks one language at build time, so the
 * words travel in the prerendered page, not its JavaScript. `{date}`, `{name}`, `{email}`… are filled by the
 * page; `end` closes a bold label before the sentence after it.
 */
export const privacyNoticeWords: Catalogue<
  | "updated"
  | "who"
  | "whoText"
  | "collected"
  | "purposes"
  | "uses"
  | "noSale"
  | "recipients"
  | "recipientsIntro"
  | "receivesWhy"
  | "retention"
  | "video"
  | "videoCan"
  | "videoCannot"
  | "rights"
  | "contact"
  | "email"
  | "phone"
  | "changes"
  | "end"
> = {
  en: {
    updated: "Last updated {date} · Version {version}",
    who: "Who we are",
    whoText:
      "{name} decides how your data is used (the law calls this the data fiduciary). {address}. Email {email}, phone {phone}.",
    collected: "What we collect",
    purposes: "Why we use it",
    uses: "Uses: {data}.",
    noSale: "We do not sell your data or use it for advertising.",
    recipients: "Who else sees it",
    recipientsIntro: "Only the services that help us run your booking, and each only what it needs:",
    receivesWhy: "Receives: {receives} Why: {why}",
    retention: "How long we keep it",
    video: "About video consultations",
    videoCan: "A video consultation can:",
    videoCannot: "It cannot:",
    rights: "Your rights",
    contact: "Contact and complaints",
    email: "Email {email}",
    phone: "Phone {phone}",
    changes: "Changes to this notice",
    end: ".",
  },
  hi: {
    updated: "पिछला बदलाव {date} · संस्करण (version) {version}",
    who: "हम कौन हैं",
    whoText:
      "{name} तय करता है कि आपके डेटा का इस्तेमाल कैसे होगा; क़ानून इसे डेटा फ़िड्यूशियरी (data fiduciary) कहता है। {address}। ईमेल {email}, फ़ोन {phone}।",
    collected: "हम क्या जानकारी लेते हैं",
    purposes: "हम इसका इस्तेमाल क्यों करते हैं",
    uses: "इस्तेमाल होता है: {data}।",
    noSale: "हम आपका डेटा नहीं बेचते, और न ही उसे विज्ञापन के लिए इस्तेमाल करते हैं।",
    recipients: "इसे और कौन देखता है",
    recipientsIntro:
      "सिर्फ़ वे सेवाएँ जो आपकी बुकिंग चलाने में हमारी मदद करती हैं, और हर एक को सिर्फ़ उतना, जितना उसे चाहिए:",
    receivesWhy: "क्या मिलता है: {receives} क्यों: {why}",
    retention: "हम इसे कितने समय रखते हैं",
    video: "वीडियो परामर्श के बारे में",
    videoCan: "वीडियो परामर्श में ये हो सकता है:",
    videoCannot: "ये नहीं हो सकता:",
    rights: "आपके अधिकार",
    contact: "संपर्क और शिकायत",
    email: "ईमेल {email}",
    phone: "फ़ोन {phone}",
    changes: "इस सूचना में बदलाव",
    end: "।",
  },
  kn: {
    updated: "ಕೊನೆಯ ಬದಲಾವಣೆ {date} · ಆವೃತ್ತಿ (version) {version}",
    who: "ನಾವು ಯಾರು",
    whoText:
      "ನಿಮ್ಮ ಡೇಟಾವನ್ನು ಹೇಗೆ ಬಳಸಬೇಕು ಎಂದು {name} ನಿರ್ಧರಿಸುತ್ತದೆ; ಕಾನೂನು ಇದನ್ನು ಡೇಟಾ ಫಿಡ್ಯೂಷಿಯರಿ (data fiduciary) ಎನ್ನುತ್ತದೆ. {address}. ಇಮೇಲ್ {email}, ಫೋನ್ {phone}.",
    collected: "ನಾವು ಯಾವ ಮಾಹಿತಿ ಪಡೆಯುತ್ತೇವೆ",
    purposes: "ನಾವು ಇದನ್ನು ಯಾಕೆ ಬಳಸುತ್ತೇವೆ",
    uses: "ಬಳಸುವುದು: {data}.",
    noSale: "ನಾವು ನಿಮ್ಮ ಡೇಟಾವನ್ನು ಮಾರುವುದಿಲ್ಲ, ಜಾಹೀರಾತಿಗೂ ಬಳಸುವುದಿಲ್ಲ.",
    recipients: "ಇದನ್ನು ಇನ್ನೂ ಯಾರು ನೋಡುತ್ತಾರೆ",
    recipientsIntro: "ನಿಮ್ಮ ಬುಕಿಂಗ್ ನಡೆಸಲು ನಮಗೆ ಸಹಾಯ ಮಾಡುವ ಸೇವೆಗಳು ಮಾತ್ರ, ಮತ್ತು ಪ್ರತಿಯೊಂದಕ್ಕೂ ಅದಕ್ಕೆ ಬೇಕಾದಷ್ಟು ಮಾತ್ರ:",
    receivesWhy: "ಏನು ಸಿಗುತ್ತದೆ: {receives} ಯಾಕೆ: {why}",
    retention: "ನಾವು ಇದನ್ನು ಎಷ್ಟು ಕಾಲ ಇಡುತ್ತೇವೆ",
    video: "ವೀಡಿಯೊ ಸಮಾಲೋಚನೆಯ ಬಗ್ಗೆ",
    videoCan: "ವೀಡಿಯೊ ಸಮಾಲೋಚನೆಯಲ್ಲಿ ಇವು ಸಾಧ್ಯ:",
    videoCannot: "ಇವು ಸಾಧ್ಯವಿಲ್ಲ:",
    rights: "ನಿಮ್ಮ ಹಕ್ಕುಗಳು",
    contact: "ಸಂಪರ್ಕ ಮತ್ತು ದೂರುಗಳು",
    email: "ಇಮೇಲ್ {email}",
    phone: "ಫೋನ್ {phone}",
    changes: "ಈ ಸೂಚನೆಯಲ್ಲಿ ಬದಲಾವಣೆಗಳು",
    end: ".",
  },
};

export type PrivacyNoticeWords = (typeof privacyNoticeWords)["en"];
