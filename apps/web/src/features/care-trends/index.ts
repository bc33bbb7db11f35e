/** What other features use of the care charted beside volume (issue 36). */

export { CareTrendsSection } from "./care-trends-section";
