import { useRouteLoaderData } from '@remix-run/react';
import type { RootData } from '~/root';

/**
 * Whether the institute sends email (SMTP set up): only then does a form ask
 * for an address as needed or a page promise a message by email (decision 075).
 */
export function useEmailOn(): boolean {
  return useRouteLoaderData<RootData>('root')?.emailOn ?? false;
}
