// What the signed-in person may do, for the admin screens to hide what the
// server would refuse anyway (the server decides: server/api/trpc.ts). The
// admin layout's loader sends the permissions; components ask useMay.
import { createContext, useContext, type ReactNode } from 'react';
import type { Permission } from '../../domain/staff';

const MayContext = createContext<ReadonlySet<Permission>>(new Set());

export function MayProvider({ permissions, children }: { permissions: readonly Permission[]; children: ReactNode }) {
  return <MayContext.Provider value={new Set(permissions)}>{children}</MayContext.Provider>;
}

export function useMay(permission: Permission): boolean {
  return useContext(MayContext).has(permission);
}
