// Gallery: the public list (also the old admin manager's), upload and delete.
import type { Request, Router } from 'express';
import { absoluteUrl, legacyCaller, legacyRoute, refuseWithoutToken, type LegacyDeps } from '../http';
import { legacyForms, submitLegacy } from '../upload';
import { listPageOf, setListHeaders } from './common';

const itemOf = (
  req: Request,
  item: { id: number; title: string; description: string; category: string; image: { src: string } },
) => ({
  _id: String(item.id),
  image: absoluteUrl(req, item.image.src),
  title: item.title,
  description: item.description,
  category: item.category,
});

export function galleryRoutes(api: Router, deps: LegacyDeps) {
  api.get(
    '/gallery/images',
    legacyRoute(async (req, res) => {
      const list = await legacyCaller(deps, req).gallery.list(listPageOf(req));
      setListHeaders(req, res, list);
      // The old client reads an array: the paging is in the headers only.
      res.json(list.items.map((item) => itemOf(req, item)));
    }),
  );

  api.post(
    '/gallery/upload',
    legacyRoute(async (req, res) => {
      refuseWithoutToken(deps, req);
      const row = await submitLegacy(req, deps, legacyForms.gallery);
      res.status(201).json(itemOf(req, row));
    }),
  );

  api.delete(
    '/gallery/delete/:id',
    legacyRoute(async (req, res) => {
      refuseWithoutToken(deps, req);
      const id = /^\d{1,12}$/.test(req.params.id ?? '') ? Number(req.params.id) : 0;
      if (id === 0) return res.status(404).json({ message: 'No gallery item with this id.' });
      await legacyCaller(deps, req).gallery.delete({ id });
      return res.json({ message: 'Image deleted.', _id: String(id) });
    }),
  );
}
