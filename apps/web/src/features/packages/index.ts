/** What other features use of Packages (issue 35): the owners' page (its route), a patient's purchases and the manage page's My packages. */

export type { SlotPicker } from "./book-from-package";
export { MyPackagesSection } from "./my-packages";
export { purchasesKey, usePurchases } from "./packages-api";
export { PackagesPage } from "./packages-page";
export { PatientPackages } from "./patient-packages";
