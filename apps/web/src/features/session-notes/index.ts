/** What other features use of session notes (decision 0135). */
export { PatientSessionNotes } from "./patient-session-notes";
export { SessionNoteEditor } from "./session-note-editor";
export { SessionNoteSection } from "./session-note-section";
export { SessionNoteTemplateSettings } from "./template-settings";
