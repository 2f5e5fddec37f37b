import { errorMessage } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchHistory, fetchPaymentMethods } from '../api';

// Facturación's reads live in the panel's one data cache (TanStack Query), keyed by their API
// path as every list is (shared/src/data): a second visit within the cache's fresh time draws
// them at once, and a write elsewhere that names no table entry (a plan change, a payment)
// marks them stale with every list, so the page reads them again when it next mounts.

/** The saved cards. */
export const CARDS = { queryKey: ['/v1/profiles/me/payment-methods'], queryFn: fetchPaymentMethods } as const;
/** The billing history, with amounts. */
export const HISTORY = { queryKey: ['/v1/subscriptions/billing', { amount: true }], queryFn: fetchHistory } as const;

/**
 * One read of the page as its cards draw it: the data (null until it arrives), whether it is
 * being read (first time or again), the failure's Spanish message (none while reading again),
 * a retry, and a setter that writes the cache (the cards modal's changes).
 */
export function useRead<T>(query: { queryKey: readonly unknown[]; queryFn: () => Promise<T> }) {
  const client = queryClient();
  const result = useQuery(query, client);
  const { queryKey } = query;
  const setData = useCallback(
    (update: (current: T | null) => T) => client.setQueryData<T>(queryKey, (current) => update(current ?? null)),
    [client, queryKey],
  );
  const { refetch } = result;
  const reload = useCallback(async () => void (await refetch()), [refetch]);
  return {
    data: result.data ?? null,
    loading: result.isFetching,
    error: result.error && !result.isFetching ? errorMessage(result.error) : null,
    reload,
    setData,
  };
}
