import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { CodeRequest, CodeVerify } from '../contracts/phone-sign-in';
import { parseAnswer } from '../http/parse-answer';
import { ProblemError } from '../http/problem-error';
import type { MobileApi } from './mobile-api';
import { dropOfflineCopies, keepOfflineCopy, offlineCopy } from './offline-copy';

/** A phone app's session hooks, for a session of shape `S`. */
export interface PhoneSessionHooks<S> {
  useSession(api: MobileApi): UseQueryResult<S | null>;
  useRequestCode(api: MobileApi): UseMutationResult<void, Error, CodeRequest>;
  useVerifyCode(api: MobileApi): UseMutationResult<S, Error, CodeVerify>;
  /** Signs in another way the app offers, `POST /<app>/<path>` (the crew's pairing code). */
  useSignIn<B>(api: MobileApi, path: string): UseMutationResult<S, Error, B>;
  useSignOut(api: MobileApi): UseMutationResult<void, Error, void>;
}

/**
 * A phone app's session (the crew's, the families'): asking for a code, signing in with it, the
 * signed-in record and signing out, against `/<app>/auth/code`, `/<app>/auth/verify`, `/<app>/me`
 * and `/<app>/auth/logout`. The session is kept on the phone for offline use; it and everything
 * in `offlineKeys` go at sign-out and when the API refuses the session.
 */
export function phoneSessionHooks<S extends z.ZodType<{ expiresAt: string }>>(options: {
  app: 'crew' | 'family';
  schema: S;
  /** What the app keeps on the phone; the session's own copy is `sessionKey`. */
  sessionKey: string;
  offlineKeys: string[];
  /**
   * A sign-in the page's own link carries (the crew's pairing QR opens `/crew/pair#<code>`): taken
   * once, and tried before the session is read; its refusal is the session's error.
   */
  linkSignIn?: () => { path: string; body: unknown } | null;
}): PhoneSessionHooks<z.output<S>> {
  type Session = z.output<S>;
  const { app, schema, sessionKey } = options;
  const queryKey = [app, 'session'] as const;
  const allKeys = [sessionKey, ...options.offlineKeys];

  /** The signed-in record, or null when this phone is not signed in; offline, the session last seen until it ends. */
  function useSession(api: MobileApi) {
    return useQuery({
      queryKey,
      queryFn: async (): Promise<Session | null> => {
        const fromLink = options.linkSignIn?.();
        if (fromLink) {
          const session = await parseAnswer(
            api.post(`${app}/${fromLink.path}`, { json: fromLink.body }),
            schema,
          );
          keepOfflineCopy(sessionKey, session);
          return session;
        }
        try {
          const session = await parseAnswer(api.get(`${app}/me`), schema);
          keepOfflineCopy(sessionKey, session);
          return session;
        } catch (error) {
          if (error instanceof ProblemError && error.status === 401) {
            dropOfflineCopies(allKeys);
            return null;
          }
          const kept = error instanceof ProblemError ? undefined : offlineCopy(sessionKey, schema);
          if (kept && Date.parse(kept.expiresAt) > Date.now()) return kept;
          throw error;
        }
      },
      staleTime: 60_000,
    });
  }

  /** Asks the API to text a code to this phone (202 whether or not the phone is on file). */
  function useRequestCode(api: MobileApi) {
    return useMutation({
      mutationFn: async (body: CodeRequest) => {
        await api.post(`${app}/auth/code`, { json: body });
      },
    });
  }

  /** Signs this phone in by `POST /<app>/<path>`; the session becomes the app's. */
  function useSignIn<B>(api: MobileApi, path: string) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: B) => parseAnswer(api.post(`${app}/${path}`, { json: body }), schema),
      onSuccess: (session) => {
        keepOfflineCopy(sessionKey, session);
        queryClient.setQueryData(queryKey, session);
      },
    });
  }

  /** Signs this phone in with the code it received. */
  function useVerifyCode(api: MobileApi) {
    return useSignIn<CodeVerify>(api, 'auth/verify');
  }

  /** Signs this phone out (the session ends on the server too, and what the phone kept goes). */
  function useSignOut(api: MobileApi) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async () => {
        await api.post(`${app}/auth/logout`);
      },
      onSettled: () => {
        dropOfflineCopies(allKeys);
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] === app && query.queryKey[1] !== 'session',
        });
        queryClient.setQueryData(queryKey, null);
      },
    });
  }

  return { useSession, useRequestCode, useVerifyCode, useSignIn, useSignOut };
}
