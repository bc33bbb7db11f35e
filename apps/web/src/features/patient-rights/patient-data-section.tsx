import type { MyData } from "@clinic/contract/patient-rights";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { ContactForm } from "./contact-form";
import { MyDataView } from "./my-data-view";
import { downloadMyData, patientRightsApi } from "./patient-rights-api";

type Asking = "withdraw" | "erase" | null;

/**
 * The manage page's "Your data" section (DPDP Act 2023; decision 0102): download or see everything
 * held, correct contact details, withdraw consent and ask for erasure, each one button, the
 * irreversible ones after a confirmation.
 */
export function PatientDataSection({
  bookingId,
  token,
  zone,
}: {
  bookingId: string;
  token: string;
  /** The zone the manage page shows the consultation in; the data's times are shown in it too. */
  zone: string;
}) {
  const [data, setData] = useState<MyData | null>(null);
  const [mode, setMode] = useState<"none" | "see" | "correct">("none");
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ withdrawn?: boolean; erasureAsked?: boolean }>({});

  async function load(): Promise<MyData | null> {
    try {
      const fresh = await patientRightsApi.myData(bookingId, token);
      setData(fresh);
      return fresh;
    } catch (error) {
      toast.error("Failed to load your data", { description: (error as Error).message });
      return null;
    }
  }

  async function act(kind: "withdraw" | "erase") {
    setBusy(true);
    try {
      const answer =
        kind === "withdraw"
          ? await patientRightsApi.withdraw(bookingId, token)
          : await patientRightsApi.requestErasure(bookingId, token);
      toast.success(answer.message ?? "Done.");
      setDone((d) => (kind === "withdraw" ? { ...d, withdrawn: true } : { ...d, erasureAsked: true }));
      setAsking(null);
    } catch (error) {
      toast.error(kind === "withdraw" ? "Failed to withdraw consent" : "Failed to send your request", {
        description: (error as Error).message,
      });
    } finally {
      setBusy(false);
    }
  }

  const withdrawn = done.withdrawn || Boolean(data?.consentWithdrawnAt);
  const erasureAsked = done.erasureAsked || Boolean(data?.erasureRequestedAt);
  return (
    <section aria-labelledby="your-data" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="your-data" className="text-2xl font-bold text-slate-900">
        Your data
      </h2>
      <p className="mt-2 max-w-2xl text-slate-800">
        See everything the clinic holds about you, correct your details, withdraw your consent or ask for your
        data to be erased.
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={async () => {
            const fresh = await load();
            if (fresh) downloadMyData(fresh);
          }}
        >
          Download my data
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-expanded={mode === "see"}
          onClick={async () => {
            if (mode === "see") return setMode("none");
            if (await load()) setMode("see");
          }}
        >
          {mode === "see" ? "Hide my data" : "See my data"}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-expanded={mode === "correct"}
          onClick={async () => {
            if (mode === "correct") return setMode("none");
            if (data || (await load())) setMode("correct");
          }}
        >
          Correct my details
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={withdrawn}
          onClick={() => setAsking("withdraw")}
        >
          {withdrawn ? "Consent withdrawn" : "Withdraw consent"}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={erasureAsked}
          onClick={() => setAsking("erase")}
        >
          {erasureAsked ? "Erasure requested" : "Ask to erase my data"}
        </button>
      </div>
      {mode === "see" && data && <MyDataView data={data} token={token} zone={zone} />}
      {mode === "correct" && data && (
        <ContactForm
          bookingId={bookingId}
          token={token}
          current={data.contact}
          onDone={(contact) => {
            setData({ ...data, contact });
            setMode("none");
          }}
        />
      )}
      <ConfirmDialog
        open={asking === "withdraw"}
        title="Withdraw your consent?"
        question="The clinic will send you no more reminders or other messages, and your practitioner will be told. Messages about changes you make yourself still reach you."
        confirmLabel="Withdraw consent"
        dismissLabel="Keep my consent"
        busy={busy}
        onConfirm={() => void act("withdraw")}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "erase"}
        title="Ask to erase your data?"
        question="The clinic will erase your intake answers, photos, notes and contact details. This cannot be undone. The date, amount and reference of each booking are kept, as the law requires for accounts."
        confirmLabel="Ask to erase"
        dismissLabel="Keep my data"
        busy={busy}
        onConfirm={() => void act("erase")}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
