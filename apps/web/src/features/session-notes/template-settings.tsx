import {
  type SessionNoteTemplate,
  type SessionNoteTemplateRequest,
  sessionNoteTemplateRequestSchema,
} from "@clinic/contract/session-notes";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { sessionNotesApi, sessionNoteTemplatesKey } from "./session-notes-api";

/*
 * The note templates in Settings (decision 0135), kept simple: a template's name, and its fields as
 * JSON, checked by the contract's schema before it is sent (and by the server again).
 */

type TemplateForm = { name: string; fieldsText: string };

const templateFormSchema = z
  .object({ name: z.string(), fieldsText: z.string() })
  .transform((form, ctx): SessionNoteTemplateRequest => {
    let fields: unknown;
    try {
      fields = JSON.parse(form.fieldsText);
    } catch {
      ctx.addIssue({ code: "custom", path: ["fieldsText"], message: "Enter the fields as a JSON list" });
      return z.NEVER;
    }
    const checked = sessionNoteTemplateRequestSchema.safeParse({ name: form.name, fields });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [first, ...rest] = issue.path.map(String);
      const where = first === "name" ? "name" : "fieldsText";
      const at = rest.length > 0 ? `field ${Number(rest[0]) + 1}${rest[1] ? ` (${rest[1]})` : ""}: ` : "";
      ctx.addIssue({ code: "custom", path: [where], message: `${at}${issue.message}` });
    }
    return z.NEVER;
  });

function TemplateEditor({ template }: { template: SessionNoteTemplate }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<TemplateForm, unknown, SessionNoteTemplateRequest>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: { name: template.name, fieldsText: JSON.stringify(template.fields, null, 2) },
  });
  const save = useMutation({
    mutationFn: (body: SessionNoteTemplateRequest) => sessionNotesApi.updateTemplate(template.id, body),
    onSuccess: (answer) => {
      toast.success(answer.message ?? "Template saved");
      void queryClient.invalidateQueries({ queryKey: sessionNoteTemplatesKey });
    },
    onError: (error) =>
      toast.error("The template was not saved", {
        description: error instanceof Error ? error.message : "Please try again.",
      }),
  });
  return (
    <form noValidate onSubmit={handleSubmit((body) => save.mutate(body))} className="mt-4 space-y-3">
      <FormField label="Name" error={formState.errors.name?.message}>
        {(p) => <input {...p} className={`${p.className} w-full max-w-md`} {...register("name")} />}
      </FormField>
      <FormField label="Fields (JSON)" error={formState.errors.fieldsText?.message}>
        {(p) => (
          <textarea
            {...p}
            rows={12}
            spellCheck={false}
            className={`${p.className} w-full py-2 font-mono text-sm`}
            {...register("fieldsText")}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
        Save template
      </button>
    </form>
  );
}

/** Settings → Patient data: pick a template, change its name or fields. */
export function SessionNoteTemplateSettings() {
  const templates = useQuery({
    queryKey: sessionNoteTemplatesKey,
    queryFn: ({ signal }) => sessionNotesApi.templates(signal),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const items = templates.data?.items ?? [];
  const template = items.find((t) => t.id === chosen) ?? items[0];
  return (
    <section
      aria-labelledby="note-templates-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="note-templates-heading" className="text-lg font-semibold text-slate-900">
        Session note templates
      </h3>
      <p className="mt-1 text-slate-700">
        Each field has an id (kept with the notes written under it: do not rename one in use), a label, a
        section (subjective, objective, treatment, assessment, plan) and a type: text, number (with min and
        max), yes_no, or choice (with options).
      </p>
      {templates.isError && (
        <p role="alert" className="mt-2 text-red-700">
          The templates could not be loaded.
        </p>
      )}
      {template && (
        <>
          <FormField label="Template">
            {(p) => (
              <select
                {...p}
                className={`${p.className} mt-3 w-full max-w-md`}
                value={template.id}
                onChange={(e) => setChosen(e.target.value)}
              >
                {items.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TemplateEditor key={`${template.id}-${template.updatedAt ?? "shipped"}`} template={template} />
        </>
      )}
    </section>
  );
}
