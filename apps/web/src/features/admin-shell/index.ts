/** What other features use of the panel shell: the sections a role sees. */
export { sectionsFor } from "./sections";
