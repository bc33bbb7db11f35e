/** What other features use of payments at the front desk (issue 35): the UPI QR, the UPI ID's query, Take payment. */
export { type OwedBooking, TakePaymentDialog } from "./take-payment-dialog";
export { upiKey } from "./upi-api";
export { UpiPaymentHelp } from "./upi-payment-help";
