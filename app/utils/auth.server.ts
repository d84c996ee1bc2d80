// Session and permission checks for admin loaders and actions. The session
// and the person's rights were resolved on the server (server/remix-handler.ts);
// this only reads them. Every admin route names the permission it needs
// (domain/staff.ts), most through adminPages (app/utils/admin-pages.ts).
import { redirect, type AppLoadContext } from '@remix-run/node';
import { may, staffMessages, type Permission } from '../../domain/staff';

export const loginPath = '/admin/login';

const forbidden = () =>
  new Response(staffMessages.forbidden, {
    status: 403,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** The signed-in admin, or a redirect to the login page; 403 without the permission. */
export function requireAdmin(context: AppLoadContext, permission: Permission) {
  if (!context.admin) throw redirect(loginPath);
  if (!may(context.admin, permission)) throw forbidden();
  return context.admin;
}

/** For resource routes (files, CSV): a plain 401, never the content; 403 without the permission. */
export function requireAdminOr401(context: AppLoadContext, permission: Permission) {
  if (!context.admin) {
    throw new Response('Please sign in.', {
      status: 401,
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (!may(context.admin, permission)) throw forbidden();
  return context.admin;
}
