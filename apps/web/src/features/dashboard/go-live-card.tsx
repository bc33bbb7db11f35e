import { type PreflightCheck, type PreflightLevel, preflightLevelLabels } from "@clinic/contract/preflight";
import { CircleAlert, CircleCheck, OctagonX, RefreshCw } from "lucide-react";
import { compactButton } from "../../components/ui/button-styles";
import { useGoLiveChecks } from "./dashboard-api";

const looks: Record<PreflightLevel, { icon: typeof CircleCheck; badge: string; iconColour: string }> = {
  blocks: { icon: OctagonX, badge: "bg-red-100 text-red-900", iconColour: "text-red-700" },
  warn: { icon: CircleAlert, badge: "bg-amber-100 text-amber-900", iconColour: "text-amber-700" },
  ok: { icon: CircleCheck, badge: "bg-emerald-100 text-emerald-900", iconColour: "text-emerald-700" },
};

function CheckRow({ check }: { check: PreflightCheck }) {
  const look = looks[check.level];
  const Icon = look.icon;
  return (
    <li className="flex gap-3 py-3" data-testid={`go-live-${check.id}`} data-level={check.level}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${look.iconColour}`} />
      <div className="min-w-0">
        <p className="text-slate-900">
          <span className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${look.badge}`}>
            {preflightLevelLabels[check.level]}
          </span>
          {sentence(check.title)}
        </p>
        {check.action && <p className="mt-1 break-words text-sm text-slate-700">To do: {check.action}</p>}
      </div>
    </li>
  );
}

/** The command's lines start lower-case (they follow a label); on the card each is a sentence. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * 'Ready to go live?': the checks `npm run preflight` prints, computed by the server (one source).
 * What blocks launch and the warnings are listed; the passing checks fold away.
 */
export function GoLiveCard() {
  const query = useGoLiveChecks();
  const report = query.data;
  const open = report?.checks.filter((c) => c.level !== "ok") ?? [];
  const passing = report?.checks.filter((c) => c.level === "ok") ?? [];
  const blocking = open.filter((c) => c.level === "blocks").length;
  return (
    <section
      aria-labelledby="go-live-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-testid="go-live-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="go-live-heading" className="text-lg font-semibold text-slate-900">
          Ready to go live?
        </h2>
        <button
          type="button"
          className={`${compactButton} border-slate-300 bg-white text-brand-800 hover:bg-brand-50`}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" className={`mr-2 size-4 ${query.isFetching ? "animate-spin" : ""}`} />
          Check again
        </button>
      </div>
      {report ? (
        <>
          <p className="mt-2 font-semibold text-slate-900" role="status" data-testid="go-live-summary">
            {blocking > 0
              ? `Not yet: ${blocking} ${blocking === 1 ? "thing blocks" : "things block"} launch.`
              : open.length > 0
                ? "Nothing blocks launch; see the warnings below."
                : "Yes: every check passes."}
          </p>
          {open.length > 0 && (
            <ul className="mt-1 divide-y divide-slate-200">
              {open.map((check) => (
                <CheckRow key={check.id} check={check} />
              ))}
            </ul>
          )}
          {passing.length > 0 && (
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
                {passing.length} {passing.length === 1 ? "check passes" : "checks pass"}
              </summary>
              <ul className="divide-y divide-slate-200">
                {passing.map((check) => (
                  <CheckRow key={check.id} check={check} />
                ))}
              </ul>
            </details>
          )}
          <p className="mt-2 text-sm text-slate-700">
            The same checks as <code>npm run preflight</code> on the server.
          </p>
        </>
      ) : query.isError ? (
        <p className="mt-2 text-red-900" role="alert">
          Could not run the checks. {query.error instanceof Error ? query.error.message : ""}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">Checking…</p>
      )}
    </section>
  );
}
