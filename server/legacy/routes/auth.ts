// POST /api/auth/login: a session of the same sessions table, as a token.
// POST /api/auth/logout: ends the session of the x-auth-token it is sent with.
import type { Router } from 'express';
import { legacyCaller, legacyRoute, requireJson, stringOf, type LegacyDeps } from '../http';

export const loggedOutMessage = 'Signed out.';

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
  // No body: the token in x-auth-token is the session to end; without a live one, 401.
  api.post(
    '/auth/logout',
    legacyRoute(async (req, res) => {
      await legacyCaller(deps, req).auth.logout();
      res.json({ message: loggedOutMessage });
    }),
  );
}
