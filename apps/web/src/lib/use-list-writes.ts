import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "../components/ui/toast";
import type { ApiSuccess } from "./api-client";
import { showServerFieldErrors } from "./server-field-errors";

type ListCalls<Body> = {
  add(body: Body): Promise<ApiSuccess<unknown>>;
  change(id: string, body: Body): Promise<ApiSuccess<unknown>>;
  remove(id: string): Promise<ApiSuccess<unknown>>;
};

/**
 * An owners' list screen's writes (Appointment kinds, Users, Packages): add, change the row being edited,
 * remove the row being asked about. Each toasts the server's message (else "{Noun} added"), closes what it
 * opened and refreshes the list at `key`; a failure toasts "Failed to add the {noun}" with the server's
 * reason. `removal` is the screen's word for its Delete or Remove action.
 */
export function useListWrites<Item extends { id: string }, Body>(
  key: QueryKey,
  calls: ListCalls<Body>,
  words: { noun: string; removal?: "delete" | "remove" },
) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Item | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const { noun, removal = "delete" } = words;
  const Noun = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const failed = (verb: string) => (error: Error) =>
    toast.error(`Failed to ${verb} the ${noun}`, { description: error.message });
  const done = (fallback: string, close?: () => void) => (answer: ApiSuccess<unknown>) => {
    toast.success(answer.message ?? `${Noun} ${fallback}`);
    close?.();
    void refresh();
  };
  const add = useMutation({ mutationFn: calls.add, onSuccess: done("added"), onError: failed("add") });
  const change = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) => calls.change(id, body),
    onSuccess: done("updated", () => setEditing(null)),
    onError: failed("update"),
  });
  const remove = useMutation({
    mutationFn: (id: string) => calls.remove(id),
    onSuccess: done(`${removal}d`, () => setRemoving(null)),
    onError: (error: Error) => {
      setRemoving(null);
      failed(removal)(error);
    },
  });
  return { add, change, remove, editing, setEditing, removing, setRemoving, removal };
}

/** What `useListWrites` gives a screen: its writes and the rows being edited and asked about. */
export type ListWrites<Item extends { id: string }, Body> = ReturnType<typeof useListWrites<Item, Body>>;

/**
 * The submit of a list screen's form, which adds a row or (`adding` false) changes one: after an add the
 * form starts empty again, and `formKey` changes for fields that keep their own text (a price in rupees);
 * a refusal's field errors land under the fields in `fieldNames`.
 */
export function useListFormSubmit<T extends FieldValues, Valid>(
  form: UseFormReturn<T, unknown, Valid>,
  options: {
    adding: boolean;
    blank: T;
    fieldNames: readonly FieldPath<T>[];
    onSubmit(values: Valid): Promise<unknown>;
  },
) {
  const [formKey, setFormKey] = useState(0);
  const submit = form.handleSubmit(async (values) => {
    try {
      await options.onSubmit(values);
      if (options.adding) {
        form.reset(options.blank);
        setFormKey((k) => k + 1);
      }
    } catch (error) {
      showServerFieldErrors(error, options.fieldNames, form.setError);
    }
  });
  return { submit, formKey };
}
