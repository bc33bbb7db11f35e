import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * A refusal's field errors under the form's fields of the same names (the request's paths, as the server
 * writes them), for the fields in `names`; anything else about the error is the caller's to say.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const name of names) {
    const reason = error.fields[name];
    if (reason) setError(name, { message: reason });
  }
}
