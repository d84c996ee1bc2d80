// Shared lists for the public-site specs.
import { syllabusPaths } from '../../domain/catalogue/courses';

/** The public pages this branch owns, with their one <h1>. */
export const ownedPages: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Computer & Vocational Training Institute' },
  { path: '/about', heading: 'About Us' },
  { path: '/academics', heading: 'Academics' },
  { path: '/centres', heading: 'Our Centres' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/gallery', heading: 'Our Gallery' },
  { path: '/DCASyllabus', heading: 'Diploma in Computer Applications' },
  { path: '/Updating', heading: 'Updating Soon' },
];

export const allSyllabusRoutes = [...syllabusPaths, '/Updating'];
