/** What other features use of outcome questionnaires (issue 36): the manage page's section and the patient page's. */

export { MyQuestionnairesSection } from "./my-questionnaires";
export { PatientQuestionnaires } from "./patient-questionnaires";
export { patientQuestionnairesKey, questionnairesApi } from "./questionnaires-api";
