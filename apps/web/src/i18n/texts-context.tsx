import { fill } from "@clinic/contract/messages";
import { createContext, type ReactNode, useContext } from "react";

/** A language's texts: sections of keyed strings, English's keys in every language (the type and a test). */
export type Texts = Record<string, Record<string, string>>;

/** A section's texts with `say(key, values)`, which fills a text's placeholders. */
function withSay<Section extends Record<string, string>>(texts: Section) {
  return {
    ...texts,
    say: (key: keyof Section, values?: Record<string, string | number>) => fill(String(texts[key]), values),
  };
}

/**
 * A context for one group of texts (the manage page's, the record's) with English as its default, so English
 * pages need no provider and load no other language. `useSection(name)` gives a section's texts and
 * `say(key, values)`.
 */
export function textsContext<T extends Texts>(english: T) {
  const Context = createContext<T>(english);
  function TextsProvider({ texts, children }: { texts: T; children: ReactNode }) {
    return <Context.Provider value={texts}>{children}</Context.Provider>;
  }
  function useSection<S extends keyof T>(section: S) {
    return withSay<T[S]>(useContext(Context)[section]);
  }
  return { TextsProvider, useSection };
}

/**
 * A context for a group of texts that each page gives (the pages', the booking's): no default, so no
 * language's texts are in the JavaScript of a page that did not ask for them. A prerendered page gives
 * its sections from its build-time loader data, in its language; a client-rendered one from its
 * language's layout (decision 0127). A provider inside another adds its sections to the outer one's.
 */
export function givenTextsContext<T extends Texts>(group: string) {
  const Context = createContext<Partial<T>>({});
  function TextsProvider({ texts, children }: { texts: Partial<T>; children: ReactNode }) {
    const outer = useContext(Context);
    return <Context.Provider value={{ ...outer, ...texts }}>{children}</Context.Provider>;
  }
  function useSection<S extends keyof T>(section: S) {
    const texts = useContext(Context)[section];
    // A page that forgot to give a section its components read: a programming error the tests catch.
    if (!texts) throw new Error(`No ${group} texts "${String(section)}": the page must give them`);
    return withSay<T[S]>(texts as T[S]);
  }
  return { TextsProvider, useSection };
}
