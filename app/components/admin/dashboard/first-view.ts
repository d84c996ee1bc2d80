// The dashboard's first view comes with the HTML: the route's loader reads
// the counts and the first page of the tab the URL names (through the same
// procedures the client calls), and this puts them into the query cache
// under the keys the tables ask for, before they ask. The tables then render
// their rows on the server and hydrate without a fetch; later filters and
// pages fetch as before.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter, Caller } from '../../../../server/api/root';
import { useTRPC } from '~/utils/trpc';
import { queryFrom, tabFrom, type Tab } from './url-state';

/** What /trpc answers, as the client receives it (JSON: dates are strings). */
type Answer = inferRouterOutputs<AppRouter>;

export interface FirstView {
  tab: Tab;
  input: Record<string, string>;
  counts: {
    registrations: Answer['registrations']['counts'];
    admissions: Answer['admissions']['counts'];
    /** Null for a person who does not handle enquiries. */
    enquiries: Answer['enquiries']['counts'] | null;
  };
  /** Null when the URL's filters were refused: the table asks again and shows the refusal. */
  list:
    | { tab: 'registrations'; rows: Answer['registrations']['list'] }
    | { tab: 'admissions'; rows: Answer['admissions']['list'] }
    | { tab: 'enquiries'; rows: Answer['enquiries']['list'] }
    | null;
  paymentCounts: Answer['registrations']['paymentCounts'] | null;
}

/** The answer as it would arrive over /trpc, so the cache holds the same values either way. */
const asAnswer = <T>(value: unknown) => JSON.parse(JSON.stringify(value)) as T;

/** For the route's loader (server side): what the first screen of `url` shows. */
export async function loadFirstView(api: Caller, url: URL, may: { enquiries: boolean }): Promise<FirstView> {
  const asked = tabFrom(url.searchParams);
  const tab = asked === 'enquiries' && !may.enquiries ? 'admissions' : asked;
  const input = queryFrom(url.searchParams, tab);
  const [registrations, admissions, enquiries] = await Promise.all([
    api.registrations.counts(),
    api.admissions.counts(),
    may.enquiries ? api.enquiries.counts() : null,
  ]);
  const list = await (async () => {
    try {
      if (tab === 'registrations') return { tab, rows: await api.registrations.list(input) };
      if (tab === 'admissions') return { tab, rows: await api.admissions.list(input) };
      return { tab, rows: await api.enquiries.list(input) };
    } catch {
      return null;
    }
  })();
  const paymentCounts =
    tab === 'registrations'
      ? await api.registrations.paymentCounts()
      : tab === 'admissions'
        ? await api.admissions.paymentCounts()
        : null;
  return asAnswer<FirstView>({ tab, input, counts: { registrations, admissions, enquiries }, list, paymentCounts });
}

/** Seeds the query cache once, on the render that mounts the dashboard (server and client alike). */
export function useFirstView(view: FirstView) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryData(trpc.registrations.counts.queryKey(), view.counts.registrations);
    queryClient.setQueryData(trpc.admissions.counts.queryKey(), view.counts.admissions);
    if (view.counts.enquiries) queryClient.setQueryData(trpc.enquiries.counts.queryKey(), view.counts.enquiries);
    const list = view.list;
    if (list?.tab === 'registrations') queryClient.setQueryData(trpc.registrations.list.queryKey(view.input), list.rows);
    if (list?.tab === 'admissions') queryClient.setQueryData(trpc.admissions.list.queryKey(view.input), list.rows);
    if (list?.tab === 'enquiries') queryClient.setQueryData(trpc.enquiries.list.queryKey(view.input), list.rows);
    if (view.paymentCounts && view.tab === 'registrations') {
      queryClient.setQueryData(trpc.registrations.paymentCounts.queryKey(), view.paymentCounts);
    }
    if (view.paymentCounts && view.tab === 'admissions') {
      queryClient.setQueryData(trpc.admissions.paymentCounts.queryKey(), view.paymentCounts);
    }
    return true;
  });
}
