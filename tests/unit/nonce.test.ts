// The admin area's inline ColorSchemeScript must carry the response's CSP
// nonce, or the browser refuses it (its end-to-end page does not exist yet).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceContext } from '~/nonce';
import { handle } from '~/routes/admin';

describe('admin head script', () => {
  it('carries the nonce provided by entry.server', () => {
    const html = renderToString(createElement(NonceContext.Provider, { value: 'abc123' }, handle.head?.()));
    expect(html).toMatch(/^<script[^>]* nonce="abc123"/);
  });
});
