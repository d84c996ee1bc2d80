// A counter that changes whenever something shown on public pages changes
// (settings, gallery items, published content: decision 072). The page cache
// keys on it, so every language's cached pages renew on the next request.
let version = 0;

export const contentVersion = () => version;

export function bumpContentVersion() {
  version += 1;
}
