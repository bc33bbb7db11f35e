/**
 * The booking pages' own words in English (issue 33): the wizard, the confirmation and the manage page.
 * booking-texts.hi.ts and .kn.ts give the same keys (a type and a test). Kept apart from the site's
 * texts so that a marketing page never loads them. The wizard and the reviews page get theirs in their
 * build-time loader data, the confirmation and manage pages from their language's layout
 * (routes/manage-pages-layout-*.tsx; decision 0127). The wizard's later steps' words are apart
 * (booking-later-texts.en.ts).
 */
export const bookingEn = {
  wizard: {
    steps: "Booking steps",
    stepSlot: "Select Slot",
    stepDetails: "Your Details",
    stepPayment: "Payment",
    loading: "Loading…",
    failedToCreate: "Failed to create booking",
    paymentErrorTitle: "Payment Error",
    missingId: "Invalid booking response - missing booking ID",
  },
  // Packages sold online (issue 35): the booking page's section, the chosen package, the confirmation.
  packages: {
    heading: "Packages",
    intro:
      "A course of sessions paid once. Book the first session now; the others later from your booking's link.",
    sessions: "{sessions} sessions",
    validity: "Use within {days} days",
    choose: "Buy {name}",
    chosen: "Package: {name}, {price}",
    chosenDetail: "{sessions} sessions, to use within {days} days. This booking is your first session.",
    firstSession: "Choose the date and time of your first session.",
    notThis: "Book a single appointment instead",
    bought: "Your package: {name}",
    left: "Sessions left to book: {left} of {total}",
    until: "Use them by {date}. Book the next ones from the link in your confirmation email.",
  },
  // The kind of appointment (issue 34): its step, the home visit's address, where it takes place.
  kinds: {
    step: "Appointment",
    heading: "Choose the kind of appointment",
    video: "Video call",
    in_clinic: "At the clinic",
    home_visit: "Home visit",
    minutes: "{minutes} min",
    continue: "Continue to Date and Time",
    change: "Change appointment",
    chosen: "{name}: {price}",
    visitAddress: "Address for the home visit",
    visitArea: "We visit: {area}",
    visitAddressRequired: "Please enter the address for the home visit",
    visitAddressTooLong: "The address must be at most 300 characters",
    bookedInClinic: "Your appointment at the clinic is booked.",
    bookedHomeVisit: "Your home visit is booked.",
    address: "Address",
    openInMaps: "Open in maps",
    visitAt: "We will visit you at: {address}",
  },
  slots: {
    chooseDate: "Choose a date",
    markedDates: "Dates in bold and underlined have free times.",
    chooseTime: "Choose a time",
    timesInZone: "Times are in the clinic's time zone",
    timesInNamedZone: "Times are in the clinic's time zone ({zone})",
    withYourTime: ", with your time ({zone}) below each",
    pickDate: "Pick a date to see its times.",
    loadingTimes: "Loading times…",
    noTimes: "No times on this date. Please choose another date.",
    availableTimes: "Available times",
    yours: "{time} yours",
    unavailable: " (unavailable)",
    continue: "Continue to Details",
    loadFailedTitle: "Error",
    loadFailed: "Failed to load slots. Please try again.",
  },
  // The booking calendar (month-calendar.tsx): lists comma-separated, months from January, weekdays from
  // Sunday; English's are react-day-picker's, as the admin's calendar says them.
  calendar: {
    months: "January,February,March,April,May,June,July,August,September,October,November,December",
    weekdaysShort: "Su,Mo,Tu,We,Th,Fr,Sa",
    weekdays: "Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday",
    dayName: "{day} {month} {year}, {weekday}",
    today: "today",
    selected: "selected",
    marked: "has free times",
    previousMonth: "Go to the Previous Month",
    nextMonth: "Go to the Next Month",
    navigation: "Navigation bar",
    calendar: "Calendar",
  },
  chosenTime: {
    clinic: "Clinic time ({zone}):",
    yours: "Your time ({zone}):",
  },
  refusals: {
    network: "We could not reach the clinic's server. Please check your connection and try again.",
    bad_request: "This request could not be read. Please reload the page and try again.",
    validation_failed: "Some answers need correcting. Please check the fields and try again.",
    unauthenticated: "This link has expired or is not valid. Please use the link in your latest email.",
    forbidden: "This is not allowed.",
    not_found: "We could not find this booking.",
    conflict: "This changed meanwhile. Please reload the page and try again.",
    payload_too_large: "The file is too large.",
    unsupported_media_type: "This type of file is not accepted.",
    idempotency_key_reused:
      "This was already sent with different details. Please reload the page and try again.",
    rate_limited: "Too many tries. Please wait a few minutes and try again.",
    rateLimitedFor: "Too many tries. Please wait {minutes} min and try again.",
    internal_error: "Something went wrong on our side. Please try again.",
    service_unavailable: "This service is not available right now. Please try again later.",
    slot_unavailable: "This time is no longer available. Please choose another time.",
    closed_day: "The clinic is closed on this day. Please choose another date.",
    hold_limit: "Too many times are held for you already. Please finish one booking first.",
    request_in_progress: "Your earlier request is still being processed. Please wait a moment.",
    payment_failed: "The payment was not accepted. No money was taken. Please try again.",
    payment_refunded: "This payment was refunded.",
    not_cancellable: "This booking can no longer be cancelled.",
    not_reschedulable: "This booking can no longer be moved.",
    change_window_closed:
      "It is too close to the consultation to change it online. Please contact the clinic.",
    booking_changed: "This booking changed meanwhile. Please reload the page.",
    intake_closed: "The health questions can no longer be changed for this booking.",
    photo_limit: "You have added the most photos allowed.",
    record_access_required: "Please confirm it is you with a code first.",
    code_invalid: "This code is not right. Please check it and try again.",
    code_expired: "This code has expired. Please ask for a new one.",
    forbidden_role: "Your role may not do this.",
    staff_email_taken: "A staff member with this email already exists.",
    last_owner: "The clinic needs at least one owner.",
    kind_not_offered: "This time is not available for that kind of appointment. Please choose another time.",
    too_early: "This appointment has not started yet.",
    amount_mismatch: "The amount is not what is owed. Please check it.",
    package_not_offered:
      "This package cannot be bought online for this appointment. Please choose another package or time.",
    not_enough_credits: "There are not enough sessions left in this package.",
    method_not_allowed: "This action is not available here.",
    link_closed:
      "This payment link is closed: it has been paid or has expired. Please ask the clinic if you need a new one.",
  },
};

/** The texts every language gives: English's keys, each a string. */
export type BookingTexts = { [S in keyof typeof bookingEn]: Record<keyof (typeof bookingEn)[S], string> };
