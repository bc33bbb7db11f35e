import { authTexts } from "@clinic/contract/auth";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "../../components/ui/toast";
import { api } from "../../lib/api-client";

export const authSessionKey = ["auth", "session"] as const;

/** Who is signed in, asked of the server (the session cookie is HttpOnly). */
export function useAuthSession() {
  return useQuery({
    queryKey: authSessionKey,
    queryFn: ({ signal }) => api.get.data("/api/auth/session", { signal }),
    staleTime: 30_000,
  });
}

/** The signed-in staff member's role (issue 34), to offer only what the server will allow them. */
export function useStaffRole() {
  return useAuthSession().data?.user?.role ?? null;
}

export function redeemSignInLink(token: string) {
  return api.post.data("/api/auth/link/redeem", { body: { token } });
}

export function requestSignInLink(email: string) {
  return api.post.data("/api/auth/link/request", { body: { email } });
}

/** Ends the session on the server, then goes home with nothing cached (admin.md §2: to / after sign-out). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    let redirectTo = "/";
    try {
      ({ redirectTo } = await api.post.data("/api/auth/signout"));
    } catch (error) {
      // The session may still be live: say so rather than pretend (admin.md §8 'Failed to logout').
      toast.error(authTexts.failedLogout, {
        description: error instanceof Error ? error.message : undefined,
      });
      return;
    }
    queryClient.clear();
    window.location.assign(redirectTo.startsWith("/") ? redirectTo : "/");
  }, [queryClient]);
}

const wantedPathKey = "clinic.admin.wantedPath";

/** The admin page asked for before sign-in; used once after sign-in. */
export const wantedPath = {
  remember(path: string) {
    try {
      sessionStorage.setItem(wantedPathKey, path);
    } catch {
      // storage may be off; the admin then lands on /admin
    }
  },
  peek(): string | null {
    try {
      return sessionStorage.getItem(wantedPathKey);
    } catch {
      return null;
    }
  },
  take(): string | null {
    const path = wantedPath.peek();
    try {
      sessionStorage.removeItem(wantedPathKey);
    } catch {
      // ignore
    }
    return path;
  },
};
