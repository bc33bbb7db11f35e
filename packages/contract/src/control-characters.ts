/**
 * Control characters in what people type: none at all in one-line fields (names: they end up in email
 * headers' neighbours, .ics parameters and CSV cells), line breaks and tabs allowed in free text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
export const controlInLine = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
export const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
