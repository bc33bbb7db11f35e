import { type Key, useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { paiseToRupees, rupeesToPaise } from "../../lib/rupees";
import { FormField } from "./form-field";

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

/**
 * A price field of a react-hook-form form that holds paise at `name`: its label, the rupees as typed, and its
 * error under it. A new `resetKey` starts the text again from the form's value (after a reset, or another
 * package's price).
 */
export function RupeeField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  resetKey?: Key;
}) {
  return (
    <RupeeFieldText key={props.resetKey} control={props.control} name={props.name} label={props.label} />
  );
}

function RupeeFieldText<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} error={fieldState.error?.message}>
      {(p) => (
        <RupeeInput
          control={{ ...p, className: `${p.className} w-full` }}
          paise={typeof field.value === "number" ? field.value : Number.NaN}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
