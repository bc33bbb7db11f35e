import type { RecordSession } from "@clinic/contract/record-access";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";

type RecordSessionState = {
  bookingId: string;
  token: string;
  /** The record session while it lasts (15 minutes); null before the code and after it ends. */
  session: RecordSession | null;
  open(session: RecordSession): void;
  close(): void;
};

const Context = createContext<RecordSessionState | null>(null);

/**
 * The manage page's access (decision 0113): its booking's token, and the record session once the patient
 * entered the code. Kept in memory only (never in storage or a URL): a reload or a closed tab ends it,
 * and it ends by itself when the server's 15 minutes are up.
 */
export function RecordSessionProvider({
  bookingId,
  token,
  children,
}: {
  bookingId: string;
  token: string;
  children: ReactNode;
}) {
  const [session, setSession] = useState<RecordSession | null>(null);
  useEffect(() => {
    if (!session) return;
    const left = new Date(session.expiresAt).getTime() - Date.now();
    const timer = setTimeout(() => setSession(null), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [session]);
  const value = useMemo(
    () => ({ bookingId, token, session, open: setSession, close: () => setSession(null) }),
    [bookingId, token, session],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useRecordSession(): RecordSessionState {
  const state = useContext(Context);
  if (!state) throw new Error("useRecordSession needs a RecordSessionProvider (the manage page)");
  return state;
}
