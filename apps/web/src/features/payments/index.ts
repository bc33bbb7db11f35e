/** What other features use of payments at the front desk (issue 35): the UPI QR and the UPI ID's query. */
export { upiKey } from "./upi-api";
export { UpiPaymentHelp } from "./upi-payment-help";
