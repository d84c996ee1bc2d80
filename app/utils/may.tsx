// What the signed-in person may do and for which centres, for the admin
// screens to hide what the server would refuse anyway (the server decides:
// server/api/trpc.ts). The admin layout's loader sends them; components ask
// useMay and useMyCentres.
import { createContext, useContext, type ReactNode } from 'react';
import { inCentres, type CentreScope, type Permission } from '../../domain/staff';
import type { CentreId } from '../../domain/vocabulary';

const MayContext = createContext<{ permissions: ReadonlySet<Permission>; centres: CentreScope }>({
  permissions: new Set(),
  centres: [],
});

export function MayProvider(props: { permissions: readonly Permission[]; centres: CentreScope; children: ReactNode }) {
  return (
    <MayContext.Provider value={{ permissions: new Set(props.permissions), centres: props.centres }}>
      {props.children}
    </MayContext.Provider>
  );
}

export function useMay(permission: Permission): boolean {
  return useContext(MayContext).permissions.has(permission);
}

/** The options of a centre field, narrowed to the person's centres. */
export function useOwnCentres<O extends { value: CentreId }>(options: readonly O[]): O[] {
  const { centres } = useContext(MayContext);
  return options.filter((option) => inCentres(centres, option.value));
}
