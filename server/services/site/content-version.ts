// A counter that changes whenever something shown on public pages changes
// (settings, gallery items). The page cache keys on it. Courses are static
// code: a new release restarts the process and empties the cache anyway.
let version = 0;

export const contentVersion = () => version;

export function bumpContentVersion() {
  version += 1;
}
