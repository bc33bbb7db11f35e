/** What other features use of the agenda (issue 34): the dashboard's Today, the slot form's practitioners. */
export { useAgenda } from "./agenda-api";
export { AgendaToday } from "./agenda-today";
