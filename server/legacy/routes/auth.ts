// POST /api/auth/login: a session of the same sessions table, as a token.
import type { Router } from 'express';
import { legacyCaller, legacyRoute, requireJson, stringOf, type LegacyDeps } from '../http';

export function authRoutes(api: Router, deps: LegacyDeps) {
  api.post(
    '/auth/login',
    requireJson,
    legacyRoute(async (req, res) => {
      const { token } = await legacyCaller(deps, req).auth.login({
        email: stringOf(req.body, 'email'),
        password: stringOf(req.body, 'password'),
      });
      res.json({ token });
    }),
  );
}
