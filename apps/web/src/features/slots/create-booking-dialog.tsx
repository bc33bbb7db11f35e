import { type AdminSlot, slotEnd, slotMessages } from "@clinic/contract/admin-slots";
import { normalisePhoneInput, toE164India } from "@clinic/contract/phone";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { longDate, time12 } from "../../lib/format";
import { adminSlotsApi, bookingErrorMessage } from "./admin-slots-api";
import { type Fields, validateBooking } from "./booking-form-rules";

export function CreateBookingDialog({
  slot,
  variant,
  title = "Create Booking",
  onClose,
  onCreated,
}: {
  slot: AdminSlot | null;
  variant: "slots" | "bookings";
  title?: string;
  onClose(): void;
  onCreated(): void;
}) {
  const [fields, setFields] = useState<Fields>({ name: "", email: "", phone: "", notes: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Fields, v: string) => {
    setFields((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const close = () => {
    setFields({ name: "", email: "", phone: "", notes: "" });
    setErrors({});
    onClose();
  };
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!slot) return;
    const found = validateBooking(fields, variant);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // One text, as the spec writes it (admin.md §5), not a title and a description.
      toast.error(slotMessages.validationError);
      return;
    }
    setBusy(true);
    try {
      await adminSlotsApi.book({
        slotId: slot.slotId,
        user: {
          name: fields.name.trim(),
          email: fields.email.trim(),
          phone: toE164India(fields.phone),
          timezone: slot.tz,
        },
        notes: fields.notes.trim() || "Booking created by admin",
      });
      toast.success("Booking Created", {
        description: `Successfully created booking for ${fields.name.trim()}`,
      });
      close();
      onCreated();
    } catch (error) {
      toast.error("Error Creating Booking", { description: bookingErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  const field = (k: keyof Fields, label: string, input: React.ReactNode) => (
    <div className="mt-3">
      <label htmlFor={`booking-${k}`} className="block font-medium text-slate-900">
        {label}
      </label>
      {input}
      {errors[k] && (
        <p id={`booking-${k}-error`} className="mt-1 text-sm text-red-700">
          {errors[k]}
        </p>
      )}
    </div>
  );
  const inputClass = "mt-1 w-full rounded-md border border-slate-400 px-3 py-2";
  const described = (k: keyof Fields) => (errors[k] ? `booking-${k}-error` : undefined);
  return (
    <Dialog.Root open={slot !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(32rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            {slot
              ? `${longDate(slot.startAt, slot.tz)}, ${time12(slot.startAt, slot.tz)} – ${time12(slotEnd(slot), slot.tz)}`
              : ""}
          </Dialog.Description>
          <form onSubmit={submit} noValidate>
            {field(
              "name",
              "Full Name",
              <input
                id="booking-name"
                className={inputClass}
                value={fields.name}
                autoComplete="off"
                aria-invalid={!!errors.name}
                aria-describedby={described("name")}
                onChange={(e) => set("name", e.target.value)}
              />,
            )}
            {field(
              "email",
              "Email",
              <input
                id="booking-email"
                type="email"
                className={inputClass}
                value={fields.email}
                autoComplete="off"
                aria-invalid={!!errors.email}
                aria-describedby={described("email")}
                onChange={(e) => set("email", e.target.value)}
              />,
            )}
            {field(
              "phone",
              "Phone Number",
              <div className="mt-1 flex">
                <span className="rounded-l-md border border-r-0 border-slate-400 bg-slate-100 px-3 py-2 text-slate-800">
                  +91
                </span>
                <input
                  id="booking-phone"
                  inputMode="numeric"
                  className="w-full rounded-r-md border border-slate-400 px-3 py-2"
                  value={fields.phone}
                  aria-invalid={!!errors.phone}
                  aria-describedby={described("phone")}
                  onChange={(e) => set("phone", normalisePhoneInput(e.target.value))}
                />
              </div>,
            )}
            {field(
              "notes",
              "Additional Notes",
              <textarea
                id="booking-notes"
                className={inputClass}
                rows={3}
                value={fields.notes}
                onChange={(e) => set("notes", e.target.value)}
              />,
            )}
            <p className="mt-3 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
              This booking will be marked as PAID automatically. No payment is required for admin bookings.
            </p>
            <div className="mt-4 flex justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className={buttonStyles.secondary}>
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className={buttonStyles.primary} disabled={busy}>
                {busy ? "Creating..." : "Create Booking"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
