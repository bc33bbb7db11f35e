/** What other features use of the home exercise programme (issue 36): the manage page's section and the patient page's. */

export { ExerciseLibrarySettings } from "./exercise-library-settings";
export { MyExercisesSection } from "./my-exercises";
export { PatientProgramme } from "./patient-programme";
