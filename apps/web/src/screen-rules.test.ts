import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The one way to build a screen (docs/screen-guide.md, "Building a screen"; decision 0123), checked
 * over the source: lists on the kit's DataTable, calls that change something on `useMutation`, forms
 * on react-hook-form. Each exception is listed with its reason; an entry that no longer applies fails
 * too, so the lists only shrink.
 */
const root = import.meta.dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
const files = sources(root).map((path) => ({
  path: relative(root, path).split("\\").join("/"),
  text: readFileSync(path, "utf8"),
}));

/** Tables that are not lists of rows, each with why. */
const tablesAllowed: Record<string, string> = {
  "components/ui/data-table.tsx": "the kit's table itself",
  "components/ui/month-calendar.tsx": "a month's days in weeks: a calendar grid, not a list",
  "features/slots/week-view.tsx": "a week's days side by side with a time column: a grid, not a list",
  "features/measurements/progress-report.tsx": "the printed A4 sheet, laid out by print CSS",
};

/**
 * A `useState` flag set to true before an awaited call and back to false after it (in a `finally`,
 * a `.finally(` or the next statement): the imperative busy flag `useMutation` replaces.
 */
function busyFlags(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/const \[(\w+), (set\w+)\] = useState\b/g)) {
    const setter = m[2] as string;
    let from = 0;
    for (;;) {
      const on = text.indexOf(`${setter}(true)`, from);
      if (on < 0) break;
      const off = text.indexOf(`${setter}(false)`, on);
      if (off < 0) break;
      if (/\bawait\b|\.then\(|\.finally\(|\bfinally\b/.test(text.slice(on, off))) {
        found.push(m[1] as string);
        break;
      }
      from = on + 1;
    }
  }
  return found;
}

/** Busy flags not yet on `useMutation`, each with why. */
const busyFlagsAllowed: Record<string, string> = {
  "features/booking/details-step.tsx":
    "the wizard's step 2: `processing` spans the parent's whole create-and-pay call (an onSubmit prop)",
  "features/booking/payment-step.tsx":
    "the wizard's payment: `paying` spans the Razorpay checkout's own callbacks",
  "features/auth/admin-guard.tsx":
    "redeeming a sign-in link on load, before any screen shows (not a user's action)",
};

/**
 * Whether any `<form>` in the source holds fields: anything in it but buttons (an input, a select, a
 * textarea, a component that may render one). A form of buttons alone has no state to hold: a one-button
 * GET form is a link that works before the page's script runs. A form not closed in the file counts.
 */
function formsWithFields(text: string): boolean {
  for (const m of text.matchAll(/<form\b/g)) {
    const from = (m.index ?? 0) + m[0].length;
    const end = text.indexOf("</form>", from);
    if (end < 0) return true;
    if (/<[A-Za-z]/.test(text.slice(from, end).replace(/<button\b[\s\S]*?<\/button>/g, ""))) return true;
  }
  return false;
}

/** Forms with fields whose state is not react-hook-form's, each with why. */
const formsAllowed: Record<string, string> = {
  "features/reviews/review-form.tsx":
    "react-hook-form's chunk (13.7 KB gzipped) on /reviews' first load took its Lighthouse score under budget " +
    "(93 < 95); loaded lazily, React dropped the form's prerendered HTML whenever an update reached it before " +
    "its code (the form vanished and came back: a layout shift). Decision 0123, addendum",
};

describe("one way to build a screen", () => {
  it("writes a list as the kit's DataTable: no hand-written <table> elsewhere", () => {
    const tables = files.filter((f) => /<table\b/.test(f.text)).map((f) => f.path);
    expect(tables.filter((p) => !(p in tablesAllowed))).toEqual([]);
    expect(Object.keys(tablesAllowed).filter((p) => !tables.includes(p))).toEqual([]);
  });

  it("keeps a call's pending state in useMutation, not a useState busy flag", () => {
    const flagged = files.filter((f) => f.path.startsWith("features/") && busyFlags(f.text).length > 0);
    const paths = flagged.map((f) => f.path);
    expect(paths.filter((p) => !(p in busyFlagsAllowed))).toEqual([]);
    expect(Object.keys(busyFlagsAllowed).filter((p) => !paths.includes(p))).toEqual([]);
  });

  it("holds a form's fields in react-hook-form (useForm, or useFormContext under the owner's FormProvider)", () => {
    const forms = files
      .filter(
        (f) =>
          f.path.startsWith("features/") && formsWithFields(f.text) && !/\buseForm(Context)?\b/.test(f.text),
      )
      .map((f) => f.path);
    expect(forms.filter((p) => !(p in formsAllowed))).toEqual([]);
    expect(Object.keys(formsAllowed).filter((p) => !forms.includes(p))).toEqual([]);
  });

  it("finds a busy flag written either way, and not a dialog's open flag", () => {
    const tryFinally = `const [busy, setBusy] = useState(false);
      const save = async () => { setBusy(true); try { await api.save(); } finally { setBusy(false); } };`;
    const straight = `const [sending, setSending] = useState(false);
      async function send() { setSending(true); const ok = await call(); setSending(false); }`;
    const chained = `const [redeeming, setRedeeming] = useState(false);
      setRedeeming(true); call().finally(() => setRedeeming(false));`;
    const dialog = `const [open, setOpen] = useState(false);
      <button onClick={() => setOpen(true)}>Open</button><Dialog onClose={() => setOpen(false)} />`;
    expect(busyFlags(tryFinally)).toEqual(["busy"]);
    expect(busyFlags(straight)).toEqual(["sending"]);
    expect(busyFlags(chained)).toEqual(["redeeming"]);
    expect(busyFlags(dialog)).toEqual([]);
  });

  it("counts a form with fields, not a form of buttons alone", () => {
    const oneButton = `<form method="get" action="/book" onSubmit={go}>
        <button type="submit"><Icon aria-hidden="true" />Book</button>
      </form>`;
    const input = `<form onSubmit={save}><label>Name<input value={name} /></label><button>Save</button></form>`;
    const component = `<form onSubmit={save}><RatingInput value={rating} /></form>`;
    const unclosed = `<form onSubmit={save}>{children}`;
    expect(formsWithFields(oneButton)).toBe(false);
    expect(formsWithFields(`${oneButton}${oneButton}`)).toBe(false);
    expect(formsWithFields(`${oneButton}${input}`)).toBe(true);
    expect(formsWithFields(component)).toBe(true);
    expect(formsWithFields(unclosed)).toBe(true);
  });
});
