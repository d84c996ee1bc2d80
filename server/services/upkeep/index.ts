// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { runDoctor, type CheckLevel } from './doctor';
export { purgeOldDocuments } from './retention';
export { setupChecklist } from './setup-checklist';
