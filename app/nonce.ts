// The Content-Security-Policy nonce of this response, for inline <script>
// tags. The server puts it into the load context; entry.server.tsx provides it
// here. In the browser it is '' (browsers hide nonces from the DOM, and a
// nonce only matters in the HTML the server sends).
import { createContext, useContext } from 'react';

export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
