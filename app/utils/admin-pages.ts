// The admin area's pages and the permission each needs, in one list: the
// route's loader checks it (requireAdmin) and the navigation shows only the
// pages the person may open.
import type { MetaFunction } from '@remix-run/node';
import { may, type Permission, type StaffRole } from '../../domain/staff';

export interface AdminPage {
  to: string;
  label: string;
  permission: Permission;
}

export const adminPages = {
  dashboard: { to: '/admin/dashboard', label: 'Dashboard', permission: 'records.read' },
  statements: { to: '/admin/statements', label: 'Bank statement', permission: 'statements.import' },
  certificates: { to: '/admin/certificates', label: 'Certificates', permission: 'certificates.read' },
  fees: { to: '/admin/fees', label: 'Fees', permission: 'fees.read' },
  walkIn: { to: '/admin/walk-in', label: 'Walk-in', permission: 'walkin.enter' },
  intakes: { to: '/admin/intakes', label: 'Intakes', permission: 'intakes.manage' },
  batches: { to: '/admin/batches', label: 'Batches', permission: 'attendance.take' },
  gallery: { to: '/admin/gallery', label: 'Gallery', permission: 'gallery.manage' },
  content: { to: '/admin/content', label: 'Site content', permission: 'content.edit' },
  settings: { to: '/admin/settings', label: 'Settings', permission: 'settings.manage' },
  staff: { to: '/admin/admins', label: 'Staff', permission: 'staff.manage' },
  activity: { to: '/admin/activity', label: 'Activity', permission: 'activity.read' },
  sessions: { to: '/admin/sessions', label: 'Sessions', permission: 'account.own' },
} as const satisfies Record<string, AdminPage>;

/** The pages a person with these roles may open, in the navigation's order. */
export function pagesFor(roles: readonly StaffRole[]): AdminPage[] {
  return Object.values(adminPages).filter((page) => may({ roles }, page.permission));
}

/** Where a person lands after signing in: the first page they may open (the dashboard for an Owner). */
export function landingFor(roles: readonly StaffRole[]): string {
  return pagesFor(roles)[0]?.to ?? adminPages.sessions.to;
}

/** An admin page's head: its title under the area's name, and never indexed by a search engine. */
export const adminMeta =
  (title: string): MetaFunction =>
  () => [{ title: `${title} · Admin` }, { name: 'robots', content: 'noindex, nofollow' }];
