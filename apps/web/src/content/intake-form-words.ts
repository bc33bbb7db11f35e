import type { ClinicContent } from "./content-schema";
import type { Translation } from "./translation";

type IntakeForm = ClinicContent["intakeForm"];

/**
 * The intake form's words in one language, by question `id` and option `value`, not by position: the manage
 * page gets the questions from the server (the English content, which the answers are stored and checked
 * by) and puts these words over them, so a label can only land on its own question. What a patient picks
 * and writes stays keyed by the same ids and values in every language.
 */
export type IntakeFormWords = {
  readonly title: string;
  readonly intro: string;
  readonly questions: Readonly<
    Record<
      string,
      {
        readonly label: string;
        readonly help?: string;
        readonly options?: Readonly<Record<string, string>>;
      }
    >
  >;
};

/** The form with each word `words` gives put in place, English where it gives none; ids, values and rules as they were. */
export function intakeFormIn<F extends IntakeForm>(form: F, words: IntakeFormWords | undefined): F {
  if (!words) return form;
  return {
    ...form,
    title: words.title || form.title,
    intro: words.intro || form.intro,
    questions: form.questions.map((q) => {
      const given = words.questions[q.id];
      if (!given) return q;
      return {
        ...q,
        label: given.label || q.label,
        ...(q.help !== undefined && { help: given.help || q.help }),
        ...(q.options && {
          options: q.options.map((o) => ({ ...o, label: given.options?.[o.value] || o.label })),
        }),
      };
    }),
  };
}

/**
 * The words as the content file's translation (by position, as `untranslated` reads it): only what they
 * give, so the build lists a question or option they leave out.
 */
export function intakeFormTranslation(form: IntakeForm, words: IntakeFormWords): Translation<IntakeForm> {
  return {
    title: words.title,
    intro: words.intro,
    questions: form.questions.map((q) => {
      const given = words.questions[q.id];
      return {
        label: given?.label,
        help: q.help === undefined ? undefined : given?.help,
        options: q.options?.map((o) => ({ label: given?.options?.[o.value] })),
      };
    }),
  };
}

/** Words for a question id or option value the form does not have (renamed or removed): stale, so a test names them. */
export function staleIntakeWords(form: IntakeForm, words: IntakeFormWords): string[] {
  const byId = new Map(form.questions.map((q) => [q.id, q]));
  return Object.entries(words.questions).flatMap(([id, given]) => {
    const q = byId.get(id);
    if (!q) return [id];
    const values = new Set(q.options?.map((o) => o.value));
    return [
      ...(given.help !== undefined && q.help === undefined ? [`${id}.help`] : []),
      ...Object.keys(given.options ?? {})
        .filter((v) => !values.has(v))
        .map((v) => `${id}.options.${v}`),
    ];
  });
}
