/**
 * Control characters in what people type: none at all in one-line fields (names: they end up in email
 * headers' neighbours, .ics parameters and CSV cells), line breaks and tabs allowed in free text.
 */
const lineControls = "\\u0000-\\u001f\\u007f-\\u009f";
export const controlInLine = new RegExp(`[${lineControls}]`);
/**
 * The same rule as a JSON Schema pattern, for the document: a one-line field is trimmed before it is
 * checked, so whitespace at its ends (tabs, line breaks) is allowed and none inside.
 */
export const plainLinePattern = `^\\s*[^${lineControls}]*\\s*$`;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
export const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
