/** What other features use of the appointment kinds (issue 34): the slot form's kinds. */
export { useKinds } from "./kinds-api";
