// The handle every service takes (db/client.ts), named here for those who
// hand it over: the procedures' context carries it, and the procedures reach
// nothing of db/ themselves (decision 006).
export type { DB, Handle } from '../../db/client';
