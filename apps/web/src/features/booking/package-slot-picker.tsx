import type { PublicSlot } from "@clinic/contract/slots";
import { useState } from "react";
import type { SlotPicker } from "../packages";
import { SlotStep } from "./slot-step";

/**
 * The wizard's date and time step, lent to My packages for booking a session from a package (issue 35):
 * the open dates and times of the package's kind, as the reschedule step shows them.
 */
function PackageSlotPicker({ kindId, busy, continueLabel, onPick }: Parameters<SlotPicker>[0]) {
  const [date, setDate] = useState<Date | undefined>();
  const [slot, setSlot] = useState<PublicSlot | undefined>();
  return (
    <SlotStep
      highlightOpenDates
      kindId={kindId}
      selectedDate={date}
      selectedSlot={slot}
      onSelectDate={(d) => {
        setDate(d);
        setSlot(undefined);
      }}
      onSelectSlot={setSlot}
      continueLabel={continueLabel}
      onContinue={() => slot && !busy && onPick(slot.slotId)}
    />
  );
}

export const packageSlotPicker: SlotPicker = (props) => <PackageSlotPicker {...props} />;
