// Procedures of this domain that visitors may call.
export const enquiriesPublicProcedures = {};
