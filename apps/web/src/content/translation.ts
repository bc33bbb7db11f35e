/**
 * The clinic's own words in Hindi and Kannada (issue 33, decision 0127): a translation mirrors the English
 * content file, text for text (lists by position), and leaves out what is not prose (names, numbers, links,
 * files, icons, dates). Whatever a translation leaves out is shown in English, and the build lists it
 * (`untranslated`), so a clinic can publish before every word is done.
 */

/** A content value's translation: its texts only, each optional. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? ReadonlyArray<Translation<E> | undefined>
    : T extends object
      ? { readonly [K in keyof T]?: Translation<T[K]> }
      : never;

/**
 * Where the content holds no words to translate, as dotted paths (`*` for any key or list position): the
 * clinic's and people's names, contact details, links, files, icons, ids, numbers and dates. `translate`
 * keeps the English here even when a translation gives something: the privacy notice's version is the one
 * a consent records (Hindi, Kannada and English of a version are one notice), and the intake questions'
 * ids, values and rules are what the server stores and checks answers by.
 */
const notText = [
  "name",
  "shortName",
  "practitioner",
  "contact",
  "whatsapp.number",
  "openingHours",
  "socials",
  "google",
  "photos.*.file",
  "services.*.icon",
  "services.*.cardOrder",
  "stats.*.value",
  "about.team.*.name",
  "about.team.*.photo.file",
  "accolades.*.icon",
  "accolades.*.*.icon",
  "accolades.*.*.year",
  "accolades.*.*.url",
  "privacyNotice.version",
  "privacyNotice.lastUpdated",
  "privacyNotice.fiduciary.name",
  "privacyNotice.fiduciary.address",
  "privacyNotice.fiduciary.email",
  "privacyNotice.fiduciary.phone",
  "privacyNotice.collected.*.key",
  "privacyNotice.purposes.*.data",
  "privacyNotice.recipients.*.kind",
  "privacyNotice.retention.*.years",
  "privacyNotice.retention.*.settings",
  "privacyNotice.rights.*.right",
  "privacyNotice.grievance.email",
  "privacyNotice.grievance.phone",
  "privacyNotice.board.url",
  "intakeForm.questions.*.id",
  "intakeForm.questions.*.kind",
  "intakeForm.questions.*.required",
  "intakeForm.questions.*.maxLength",
  "intakeForm.questions.*.notInFuture",
  "intakeForm.questions.*.showWhen",
  "intakeForm.questions.*.options.*.value",
  "legal.terms.lastUpdated",
];

function isNotText(path: string[]): boolean {
  return notText.some((pattern) => {
    const parts = pattern.split(".");
    if (parts.length > path.length) return false;
    return parts.every((part, i) => part === "*" || part === path[i]);
  });
}

/** The English content with each text the translation gives put in its place (none where `notText` says). */
export function translate<T>(english: T, translation: Translation<T> | undefined, path: string[] = []): T {
  if (translation === undefined || isNotText(path)) return english;
  if (typeof english === "string") return ((translation as string) || english) as T;
  if (Array.isArray(english)) {
    const given = translation as ReadonlyArray<unknown>;
    return english.map((item, i) => translate(item, given[i] as never, [...path, String(i)])) as T;
  }
  if (english && typeof english === "object") {
    const given = translation as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        translate(value, given[key] as never, [...path, key]),
      ]),
    ) as T;
  }
  return english;
}

/** The dotted paths of the English texts a translation leaves out ("services.2.title"). */
export function untranslated(english: unknown, translation: unknown, path: string[] = []): string[] {
  if (isNotText(path)) return [];
  if (typeof english === "string")
    return english.trim() !== "" && (typeof translation !== "string" || translation.trim() === "")
      ? [path.join(".")]
      : [];
  if (Array.isArray(english))
    return english.flatMap((item, i) =>
      untranslated(item, Array.isArray(translation) ? translation[i] : undefined, [...path, String(i)]),
    );
  if (english && typeof english === "object")
    return Object.entries(english).flatMap(([key, value]) =>
      untranslated(
        value,
        translation && typeof translation === "object"
          ? (translation as Record<string, unknown>)[key]
          : undefined,
        [...path, key],
      ),
    );
  return [];
}
