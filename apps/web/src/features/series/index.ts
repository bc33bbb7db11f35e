/** What other features use of series (issue 35): "Book a series" on a patient's page. */
export { BookSeriesButton } from "./series-dialog";
