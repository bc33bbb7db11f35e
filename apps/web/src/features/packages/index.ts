/** What other features use of Packages (issue 35): the owners' page (its route) and a patient's purchases. */
export { PackagesPage } from "./packages-page";
export { PatientPackages } from "./patient-packages";
