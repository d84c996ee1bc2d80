// The identity and UPI id the test institute has (plain values: the
// Playwright config reads them too, without loading the server).
export const testInstitute: Record<string, string> = {
  instituteName: 'Test Institute of Computer Training',
  instituteShortName: 'Test Institute',
  upiId: 'testinstitute@okaxis',
  upiPayeeName: 'Test Institute',
  contactPhone: '+91 98765 43210',
  contactEmail: 'office@test-institute.example',
  contactAddress: 'Test Road, Gandhinagar',
  facebookUrl: 'https://facebook.test-institute.example/',
};

/** The same settings as `npm run settings -- set` arguments. */
export const testInstituteArgs = Object.entries(testInstitute).map(([key, value]) => `${key}=${String(value)}`);
