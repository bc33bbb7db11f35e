import { fill } from "@clinic/contract/messages";
import { createContext, type ReactNode, useContext } from "react";

/** A language's texts: sections of keyed strings, English's keys in every language (the type and a test). */
export type Texts = Record<string, Record<string, string>>;

/**
 * A context for one group of texts (the site's, the booking's) with English as its default, so English
 * pages need no provider and load no other language. `useSection(name)` gives a section's texts and
 * `say(key, values)`, which fills a text's placeholders.
 */
export function textsContext<T extends Texts>(english: T) {
  const Context = createContext<T>(english);
  function TextsProvider({ texts, children }: { texts: T; children: ReactNode }) {
    return <Context.Provider value={texts}>{children}</Context.Provider>;
  }
  function useSection<S extends keyof T>(section: S) {
    const texts: T[S] = useContext(Context)[section];
    return {
      ...texts,
      say: (key: keyof T[S], values?: Record<string, string | number>) => fill(String(texts[key]), values),
    };
  }
  return { TextsProvider, useSection };
}
