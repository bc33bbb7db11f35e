import { rupeesToPaisa } from "@clinic/contract/admin-pricing";
import { maxAmountInPaisa } from "@clinic/contract/money";
import { roleGroups, roleMay } from "@clinic/contract/staff";
import { useId, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { useStaffRole } from "../auth";
import { useClinicUpi } from "./upi-api";
import { UpiQr } from "./upi-qr";

/**
 * The note a front-desk QR carries: the booking's reference does not exist before it is created, so
 * the patient's name, which the staff can match in the UPI app. Never what the visit is for.
 */
export function frontDeskUpiNote(patientName: string): string {
  const name = patientName.trim();
  return name ? `Session: ${name}` : "Physiotherapy session";
}

/**
 * Under a payment collected by UPI (issue 35): "Show UPI QR" for the amount typed, or, while Settings
 * has no UPI ID, where to add one (owners) or whom to ask.
 */
export function UpiPaymentHelp({ amountRupees, patientName }: { amountRupees: string; patientName: string }) {
  const upi = useClinicUpi();
  const role = useStaffRole();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  if (!upi.data) return null;
  const { vpa, payeeName } = upi.data;
  if (!vpa || !payeeName)
    return (
      <p className="mt-3 text-sm text-slate-700" data-testid="upi-qr-hint">
        {roleMay(roleGroups.owner, role) ? (
          <>
            To show patients a UPI QR code here,{" "}
            <Link to="/admin/settings" className="font-semibold text-brand-800 underline">
              add the clinic's UPI ID in Settings
            </Link>
            .
          </>
        ) : (
          "To show patients a UPI QR code here, ask the clinic's owner to add its UPI ID in Settings."
        )}
      </p>
    );
  const paisa = rupeesToPaisa(amountRupees);
  const amountInPaisa = paisa !== undefined && paisa >= 1 && paisa <= maxAmountInPaisa ? paisa : undefined;
  return (
    <div className="mt-3">
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? "Hide UPI QR" : "Show UPI QR"}
      </button>
      <div id={panelId} hidden={!shown} className="mt-3">
        {shown &&
          (amountInPaisa === undefined ? (
            <p className="text-sm text-slate-700">Enter the amount to show its QR code.</p>
          ) : (
            <UpiQr
              vpa={vpa}
              payeeName={payeeName}
              amountInPaisa={amountInPaisa}
              note={frontDeskUpiNote(patientName)}
            />
          ))}
      </div>
    </div>
  );
}
