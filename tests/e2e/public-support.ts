// Shared lists for the public-site specs.
import { syllabusPaths } from '../../domain/catalogue/courses';
import { testInstitute } from '../support/institute-values';

/** The public pages this branch owns, with their one <h1>. */
export const ownedPages: { path: string; heading: string | RegExp }[] = [
  // The home page's heading is the institute's name as set (the test institute's).
  { path: '/', heading: testInstitute.instituteName! },
  { path: '/about', heading: 'About Us' },
  { path: '/academics', heading: 'Academics' },
  { path: '/centres', heading: 'Our Centres' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/gallery', heading: 'Our Gallery' },
  { path: '/DCASyllabus', heading: 'Diploma in Computer Applications' },
  { path: '/Updating', heading: 'Updating Soon' },
];

export const allSyllabusRoutes = [...syllabusPaths, '/Updating'];
