/**
 * The confirmation and manage pages' own words in English (issue 33): the success page, the booking's
 * summary, reschedule and cancel, receipts, the health questions' frame (not the clinic's questions,
 * which are content), WhatsApp updates, the language of messages, and a payment link's page (served under
 * the same layouts). manage-texts.hi.ts and .kn.ts give the same keys (a type and a test). A wizard page
 * never loads them. The pages' titles are in manage.tsx, as a route's `meta` reads them without a provider.
 */
export const manageEn = {
  booking: {
    loading: "Loading your booking…",
    returnHome: "Return Home",
    date: "Date",
    time: "Time",
    timezone: "Timezone",
    reference: "Reference Number",
    amountPaid: "Amount Paid",
    join: "Join Video Consultation",
    beforeConsultation: "Before your consultation",
  },
  confirmation: {
    notFoundTitle: "Booking Not Found",
    notFound: "We could not find a confirmed booking at this address.",
    title: "Booking Confirmed!",
    booked: "Your video consultation is booked.",
    gst: "(incl. GST {percent}%: {amount})",
    inviteEmailed: "A calendar invite has been emailed to you.",
    downloadIcs: "Download .ics File",
    googleCalendar: "Add to Google Calendar",
    newTab: "Opens in a new tab",
    intakeLead:
      "Please answer a few questions about your health (photos optional), so the physiotherapist can prepare. Open the link in your confirmation email; you can change your answers until the consultation starts. Cannot find the email? We can send the link again.",
    loadFailedTitle: "Error",
    loadFailed: "Failed to load booking details",
    calendarUpdatedTitle: "Calendar Updated",
    calendarUpdated: "The consultation was added to your calendar.",
    inviteSentTitle: "Invite Sent",
    inviteSent: "A calendar invite was emailed to you.",
    theClinic: "the clinic",
  },
  // The event "Add to Google Calendar" opens; nothing about the patient or their health.
  calendar: {
    title: "Physiotherapy Consultation",
    about: "Video consultation with {clinic}.",
    join: "Join: {link}",
  },
  linkAgain: {
    send: "Email me my manage link again",
    sending: "Sending…",
    failed: "Could not send the link",
    // The server's answer in English (contract's manageLinkResentMessage); the same in every case.
    sent: "If this booking is confirmed, its link is on its way to the email address it was booked with. It can take a few minutes to arrive: please look in your spam folder too.",
  },
  manage: {
    heading: "Manage Booking",
    incomplete: "This manage link is not complete. Please use the link from your email.",
    noChanges: "Changes are no longer possible online for this consultation. Please contact the clinic.",
    reschedule: "Reschedule",
    cancel: "Cancel Booking",
    moving: "Moving…",
    moveHere: "Move to this time",
    moved: "Your consultation was moved.",
    back: "Back",
    cancelQuestion:
      "Cancel this consultation? The time will be offered to other patients; a payment is refunded in full.",
    yesCancel: "Yes, cancel it",
    keep: "Keep my booking",
    cancelled: "Your consultation was cancelled.",
    cancelFailed: "Failed to cancel booking",
    rescheduleFailed: "Failed to reschedule booking",
    receiptHeading: "Receipt",
    receiptAbout: "A PDF for your records, insurance or employer.",
  },
  summary: {
    status: "Status",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    testPayment: "{amount} (a test payment)",
    paidAtClinic: "{amount}, paid at the clinic",
    noPayment: "No payment was taken",
    fromPackage: "Paid from your package of sessions",
    refundOnline:
      "Your {amount} is refunded in full to the card or account you paid with. It usually arrives in {arrives}.",
    refundTest:
      "Your {amount} is refunded in full. This was a test payment, so no money moves; a real refund usually arrives in {arrives}.",
    refundClinic: "The clinic will return the {amount} you paid at the clinic.",
    refundNone: "No payment was taken for this booking, so there is nothing to refund.",
    refundPackage: "The session goes back to your package of sessions.",
    // How long a card or bank takes to show a refund, as Razorpay and the banks say.
    refundArrives: "5–7 working days",
    cancelledHeading: "This consultation is cancelled",
    bookAgain: "Book again",
  },
  receipt: {
    receipt: "Download receipt",
    creditNote: "Download credit note",
    receiptFailed: "Download receipt failed",
    creditNoteFailed: "Download credit note failed",
    tryAgain: "The file could not be downloaded. Please try again.",
    preparing: "Preparing…",
  },
  language: {
    heading: "Language of your messages",
    about:
      "Emails, reminders and WhatsApp messages about this booking are written in the language you choose.",
    savedTitle: "Language saved",
    saved: "Messages about this booking will be in {language}.",
    failed: "Could not change the language",
  },
  whatsapp: {
    heading: "WhatsApp updates",
    on: "On: updates about this booking go to your WhatsApp number ending {ending}.",
    offStop: "Off: your number replied STOP. Send START to us on WhatsApp to get updates again.",
    offEmail: "Off: updates about this booking come by email only.",
    turnOff: "Turn off WhatsApp updates",
    turningOff: "Turning off…",
    turnedOff: "WhatsApp updates are off for this booking.",
    failed: "Could not turn WhatsApp updates off",
  },
  intake: {
    loadFailed: "The health questions could not be loaded: {problem}",
    loading: "Loading the health questions…",
    closed: "The form is closed: your consultation has started or the booking is no longer active.",
    needAttention: "Some answers need attention: see the messages above.",
    save: "Save answers",
    saving: "Saving…",
    saved: "Your answers are saved. You can change them until the consultation starts.",
    savedToast: "Your answers were saved.",
    notSaved: "Your answers were not saved",
    required: " (required)",
    yes: "Yes",
    no: "No",
  },
  // The contract's intake answer messages (intakeMessages), word for word: a Hindi or Kannada page
  // looks a question's message up by its English words (intake-error-text.ts).
  intakeErrors: {
    required: "Please answer this question.",
    tooLong: "Please keep this to {max} characters or fewer.",
    lineControl: "Please use plain text on one line.",
    textControl: "Please use plain text only.",
    date: "Please enter a date like 1970-05-31.",
    futureDate: "This date cannot be in the future.",
    choice: "Please choose one of the options.",
    unknownQuestion: "This is not a question of the form.",
  },
  photos: {
    heading: "Photos (optional)",
    about:
      "A photo of the affected area can help. Up to {count} photos, JPEG, PNG or HEIC, {mb} MB each. Only the practitioner sees them; location and camera details are removed.",
    added: "{added} of {count} photos added",
    photo: "Photo {number}",
    delete: "Delete",
    deleteLabel: "Delete photo {number}",
    tooLarge: "This photo is larger than {mb} MB. Please choose a smaller one.",
    addedToast: "Your photo was added.",
    deletedToast: "The photo was deleted.",
    full: "Photo limit reached",
    add: "Add a photo",
    sending: "Sending photo…",
  },
  // A payment link's page (issue 35), /pay/{linkId}: what is owed and for what, paid at a click with the
  // test provider. The server writes `notFound` and `paid` in English (paymentLinkMessages): the same words.
  payLink: {
    loading: "Loading the payment…",
    heading: "Payment",
    for: "For",
    amount: "Amount",
    validUntil: "Valid until",
    testNote: "This is a test payment: no money is taken.",
    payTest: "Pay now (test payment)",
    paying: "Paying…",
    payFailed: "The payment did not go through",
    paid: "Payment received. Thank you.",
    expired: "This payment link has expired. Please ask the clinic for a new one.",
    cancelled: "This payment link was cancelled. Please ask the clinic if you need a new one.",
    notFound: "This payment link does not exist. Please ask the clinic for a new one.",
    askClinic: "Please ask the clinic how to pay this amount.",
  },
};

/** The texts every language gives: English's keys, each a string. */
export type ManageTexts = { [S in keyof typeof manageEn]: Record<keyof (typeof manageEn)[S], string> };
