import { useState } from "react";
import { paiseToRupees, rupeesToPaise } from "../../lib/rupees";

/**
 * A price typed in rupees, kept as typed; the form holds paise (NaN while it is not a price, so the
 * contract's check says why). Its text starts from `paise` when it mounts: give it a new `key` to start it
 * again (a form reset, another package's price).
 */
export function RupeeInput(props: {
  control: React.ComponentProps<"input">;
  paise: number;
  onChange(paise: number): void;
  onBlur(): void;
}) {
  const [text, setText] = useState(() => (Number.isFinite(props.paise) ? paiseToRupees(props.paise) : ""));
  return (
    <input
      {...props.control}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(rupeesToPaise(e.target.value));
      }}
      onBlur={props.onBlur}
    />
  );
}
