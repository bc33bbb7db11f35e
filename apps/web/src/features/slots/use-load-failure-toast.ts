import { useEffect } from "react";
import { toast } from "../../components/ui/toast";

/**
 * Shows `failed` as an error toast when it appears (a list load's first failure, see `loadFailure`),
 * under a fixed `id`: a later failure of the same load replaces the toast instead of stacking another.
 * A new load (Refresh, another filter) that fails again shows it again (decision 0084).
 */
export function useLoadFailureToast(failed: { title: string; description?: string } | null, id: string) {
  const title = failed?.title;
  const description = failed?.description;
  useEffect(() => {
    if (title) toast.error(title, { description, id });
  }, [title, description, id]);
}
