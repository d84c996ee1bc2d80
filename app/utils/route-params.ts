// A record's id as an admin URL names it (/admin/fees/12). Anything but a
// positive whole number answers 404, as an unknown id or a record outside
// the person's centres does (decision 068), before any procedure runs.
export function recordIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 });
  return id;
}

/** The record a list page opens for editing (?edit=12); anything else edits none (0). */
export function editingIdOf(request: Request): number {
  const id = Number(new URL(request.url).searchParams.get('edit') ?? 0);
  return Number.isInteger(id) ? id : 0;
}
