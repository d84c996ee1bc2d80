// Session checks for admin loaders and actions. The session itself was
// resolved on the server (server/load-context.ts); this only reads it.
import { redirect, type AppLoadContext } from '@remix-run/node';

export const loginPath = '/admin/login';

/** The signed-in admin, or a redirect to the login page. */
export function requireAdmin(context: AppLoadContext) {
  if (!context.admin) throw redirect(loginPath);
  return context.admin;
}

/** For resource routes (files, CSV): a plain 401, never the content. */
export function requireAdminOr401(context: AppLoadContext) {
  if (!context.admin) {
    throw new Response('Please sign in.', {
      status: 401,
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return context.admin;
}
