// The admin area's tRPC client for TanStack Query. Only the admin layout
// mounts its provider, so public pages never load it.
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/api/root';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
