import type { PublicSlot } from "@clinic/contract/slots";
import type { ComponentProps } from "react";
import { useState } from "react";
import type { SlotPicker } from "../packages";
import { SlotStep } from "./slot-step";

/**
 * The wizard's date and time step with its own choice, for the manage page: moving the booking, and
 * booking a session from a package (issue 35), both among the open times of one kind. Lent to My
 * packages as its `slotPicker`: that feature cannot import the booking feature that shows it.
 */
export function SlotChooser({ kindId, busy, continueLabel, onPick }: ComponentProps<SlotPicker>) {
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
