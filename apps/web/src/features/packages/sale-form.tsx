import { type ClinicPaymentMethod, clinicPaymentMethods } from "@clinic/contract/admin-payment";
import { formatMoney } from "@clinic/contract/format";
import { type CarePackage, type PackageSale, packageSaleSchema } from "@clinic/contract/packages";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogFormActions } from "../../components/ui/dialog";
import { FormField, RadioChoices } from "../../components/ui/form-field";
import { RupeeField } from "../../components/ui/rupee-input";
import { showServerFieldErrors } from "../../lib/server-field-errors";

type SaleValues = z.input<typeof packageSaleSchema>;

/** The server's field names, which are the form's own (the request's paths). */
const fieldNames = [
  "packageId",
  "payment",
  "payment.kind",
  "payment.method",
  "payment.amountInPaisa",
] as const satisfies readonly FieldPath<SaleValues>[];

const methodLabels: Record<ClinicPaymentMethod, string> = { cash: "Cash", upi: "UPI", card: "Card" };

const paymentKinds = [
  { value: "collected", label: "Paid now" },
  { value: "link", label: "Send a payment link" },
] as const;

/** "Intensive MLD course: 10 sessions, ₹15,000.00": an option says what the patient gets and pays. */
export const packageOptionLabel = (p: CarePackage) =>
  `${p.name}: ${p.sessions} session${p.sessions === 1 ? "" : "s"}, ${formatMoney(p.amountInPaisa, p.currency)}`;

/**
 * Selling a package at the desk (issue 35): which package, then paid now (how, and the amount, which
 * starts at the package's price) or by a payment link. How it is paid is asked, never assumed: money
 * recorded as taken that was not would be wrong on the receipt. Checked by the contract's schema; the
 * server's field errors (`amount_mismatch` among them) land under their fields.
 */
export function SaleForm({
  packages,
  onSubmit,
}: {
  packages: readonly CarePackage[];
  onSubmit(values: PackageSale): Promise<unknown>;
}) {
  const { register, handleSubmit, formState, setError, setValue, control, watch, getFieldState } = useForm<
    SaleValues,
    unknown,
    PackageSale
  >({
    resolver: zodResolver(packageSaleSchema),
    // Nothing chosen yet: the kind stays unset until the person picks one.
    defaultValues: { packageId: "", payment: {} as SaleValues["payment"] },
  });
  const packageId = watch("packageId");
  const kind = watch("payment.kind");
  // The payment's fields depend on its kind, so their errors are read by path.
  const errorOf = (name: FieldPath<SaleValues>) => getFieldState(name, formState).error?.message;
  const choosePackage = register("packageId", {
    onChange: (e: { target: { value: string } }) => {
      const chosen = packages.find((p) => p.id === e.target.value);
      if (chosen) setValue("payment.amountInPaisa", chosen.amountInPaisa);
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerFieldErrors(error, fieldNames, setError);
    }
  });
  const kindError = errorOf("payment") ?? errorOf("payment.kind");
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <FormField label="Package" error={errorOf("packageId")}>
        {(p) => (
          <select {...p} className={`${p.className} w-full`} {...choosePackage}>
            <option value="">Choose a package</option>
            {packages.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {packageOptionLabel(pkg)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset
        className="rounded-lg border border-slate-300 px-3 pt-1 pb-3"
        aria-describedby={kindError ? "sale-kind-error" : undefined}
      >
        <legend className="px-1 font-semibold text-slate-900">Payment</legend>
        <RadioChoices options={paymentKinds} field={register("payment.kind")} />
        {kindError && (
          <p id="sale-kind-error" className="mt-1 text-sm font-medium text-red-700">
            {kindError}
          </p>
        )}
        {kind === "collected" && (
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <FormField label="Method" error={errorOf("payment.method")}>
              {(p) => (
                <select {...p} className={`${p.className} w-full`} {...register("payment.method")}>
                  <option value="">Select method</option>
                  {clinicPaymentMethods.map((m) => (
                    <option key={m} value={m}>
                      {methodLabels[m]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {/* Another package starts the amount again at its price. */}
            <RupeeField
              control={control}
              name="payment.amountInPaisa"
              label="Amount collected (₹)"
              resetKey={packageId}
            />
          </div>
        )}
        {kind === "link" && (
          <p className="mt-2 text-sm text-slate-700">
            The package is reserved until the patient pays; its sessions start once the payment is in.
          </p>
        )}
      </fieldset>
      <DialogFormActions busy={formState.isSubmitting} label="Sell package" busyLabel="Selling..." />
    </form>
  );
}
