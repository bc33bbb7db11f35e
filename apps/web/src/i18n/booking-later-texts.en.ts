import { bookingFieldMessages } from "@clinic/contract/booking";
import { notesMissingMessage } from "@clinic/contract/booking-body-rules";
import { invalidPhoneMessage } from "@clinic/contract/phone";
import { consentMessages } from "@clinic/contract/privacy-notice";
import { whatsappMessages } from "@clinic/contract/whatsapp";
/**
 * The booking wizard's later steps' words in English (issue 33): step 2's form, consent and robot check,
 * step 3's payment; the reviews page's robot check uses theirs too. Apart from the booking texts
 * (booking-texts.en.ts) so that the wizard loads them with those steps, not in its first page
 * (i18n/booking-later.tsx); the confirmation and manage pages need none of them.
 */
export const bookingLaterEn = {
  details: {
    heading: "Tell us about you",
    name: "Full Name",
    email: "Email",
    phone: "Phone Number",
    notes: "Additional Notes",
    optional: "(optional)",
    notesPlaceholder: "Briefly describe your condition or what you would like to discuss",
    timezone: "Timezone",
    agree: "I agree to the {terms} and the {privacy}",
    terms: "terms and conditions",
    privacy: "privacy policy",
    back: "Back",
    processing: "Processing…",
    proceed: "Proceed to Payment",
    missingBoth: "To continue, please accept the terms and conditions and complete the robot check above.",
    missingTerms: "To continue, please accept the terms and conditions above.",
    missingRobot: "To continue, please complete the robot check above.",
    termsTitle: "Terms Required",
    termsToast: "Please accept the terms and conditions",
    verifyTitle: "Verification Required",
    verifyToast: "Please complete the captcha verification",
    phoneTitle: "Invalid Phone Number",
    clinic: "The clinic",
  },
  consent: {
    legend: "Your privacy and consent",
    readNotice: "Read the full privacy notice (opens in a new tab)",
    processing:
      "I agree that the clinic may use my details, including the health information I share, to arrange and provide my consultation, as the privacy notice describes.",
    videoHeading: "About video consultations",
    videoCan: "A video consultation can:",
    videoCannot: "It cannot:",
    video: "I agree to a video consultation, and I understand what it can and cannot do.",
  },
  payment: {
    heading: "Payment",
    fee: "Consultation fee",
    gst: "incl. GST ({percent}%)",
    holding: "We are holding this time for you for {time}. Please complete the payment before then.",
    expired: "Your hold on this time has expired.",
    expiredHelp: "The time may have been released to other patients. Please choose a time again.",
    chooseAgain: "Choose a time again",
    cannotPay:
      "This booking cannot be paid for online. Please contact the clinic, or choose a time again later.",
    pay: "Pay {amount}",
    paying: "Processing payment…",
    confirmedTitle: "Booking Confirmed!",
    confirmed: "Your consultation has been booked. You will receive a confirmation email shortly.",
    verifyFailedTitle: "Payment Verification Failed",
    verifyFailed: "Please contact support",
    errorTitle: "Payment Error",
    noBookingId: "Invalid booking response - missing booking ID",
    unknownProvider: "Unknown payment provider",
    // Razorpay Checkout's outcomes (screen guide: What Razorpay Checkout's outcomes say).
    loadFailed: "Failed to load the payment gateway. Please check your connection and try again.",
    cancelledTitle: "Payment Cancelled",
    cancelled: "The payment window was closed before paying. Your time is still held: you can pay again.",
    failedTitle: "Payment Failed",
    failed: "The payment did not go through. Please try again or use another payment method.",
    // The dummy provider's (screen guide: The test payment on step 3). They never repeat a toast's text, so
    // that each spec text appears once (screen guide: A page never repeats its toast).
    testTitle: "This is a test payment.",
    testNotice:
      "No money is taken and no card is needed: this site uses a test provider, and real payments are not enabled here.",
    testProcessing: "Processing your payment…",
    testRefused: "The test payment was not accepted.",
    testNotSent:
      "The test payment could not be sent. Your time is still held: please check your connection and try again.",
    testRetry: "Try the test payment again",
    testFailed: "Failed to process dummy payment",
  },
  /**
   * The details' messages: the contract's rules (and the server's field errors) speak English; the form
   * shows each in the page's language, found by these words (field-error-text.ts).
   */
  fieldErrors: {
    nameRequired: bookingFieldMessages.nameRequired,
    nameControl: bookingFieldMessages.nameControl,
    emailRequired: bookingFieldMessages.emailRequired,
    emailInvalid: bookingFieldMessages.emailInvalid,
    timezoneInvalid: bookingFieldMessages.timezoneInvalid,
    phoneInvalid: invalidPhoneMessage,
    notesMissing: notesMissingMessage,
    consentProcessing: consentMessages.processing,
    consentTeleconsultation: consentMessages.teleconsultation,
    whatsappNotMobile: whatsappMessages.notMobile,
  },
  captcha: {
    frameLoading: "Loading the robot check…",
    notSetUp: "The robot check is not set up on this site. Please try again later.",
    loadFailed: "The robot check could not be loaded. Please check your connection and reload the page.",
    recaptchaBefore: "This form is protected by reCAPTCHA; Google's",
    recaptchaPrivacy: "Privacy Policy",
    recaptchaAnd: "and",
    recaptchaTerms: "Terms of Service",
    recaptchaAfter: "apply.",
    ariaLinkLabel: "Altcha (official website)",
    cancel: "Cancel",
    enterCode: "Enter code",
    enterCodeAria: "Enter code you hear. Press Space to play audio.",
    enterCodeFromImage: "To proceed, please enter the code from the image below.",
    error: "Verification failed. Try again later.",
    expired: "Verification expired. Try again.",
    footer:
      'Protected by <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="Altcha (official website)">ALTCHA</a>',
    getAudioChallenge: "Get an audio challenge",
    label: "I'm not a robot",
    loading: "Loading...",
    reload: "Reload",
    verify: "Verify",
    verificationRequired: "Verification required!",
    verified: "Verified",
    verifying: "Verifying...",
    waitAlert: "Verifying... please wait.",
  },
};

/** The texts every language gives: English's keys, each a string. */
export type BookingLaterTexts = {
  [S in keyof typeof bookingLaterEn]: Record<keyof (typeof bookingLaterEn)[S], string>;
};
