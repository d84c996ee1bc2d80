// Procedures of this domain that need an admin session (adminProcedure).
export const galleryAdminProcedures = {};
