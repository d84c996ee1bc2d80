// The longer texts of the home and about pages: fields of study and reasons
// to study here. Apart from site.ts, whose facts every page's code holds, so
// these words travel only with the pages that show them (in the page's
// messages, app/i18n/catalogue.ts) and never in every page's JavaScript.

/** Groups of related courses, shown on the home and about pages. */
export const academicFields = [
  {
    title: 'Computers and IT',
    text: 'Office computing, programming, web design, hardware, networking and data analytics.',
    courses: 'DCA, ADCA, PGDCA, Web Design, Hardware and Networking, Data Analytics',
  },
  {
    title: 'Management and Business',
    text: 'Human resources, finance, projects, retail, logistics and supply chains for growing businesses.',
    courses: 'DHRM, DFM, DPM, DLM, DSCM, Business and Retail Management',
  },
  {
    title: 'Banking, Accounts and Insurance',
    text: 'Tally with GST, bank and loan work, and insurance and risk management.',
    courses: 'Accounting with Tally and GST, Banking and Loan, Insurance and Risk Management',
  },
  {
    title: 'Health and Education',
    text: 'Clinic front offices, healthcare administration, nursery teaching and early childhood care.',
    courses: 'Clinic Management, Healthcare Administration, NTT, Early Childhood Education',
  },
  {
    title: 'Hospitality, Travel and Trade',
    text: 'Hotels, tour operations, ticketing, and import and export documentation.',
    courses: 'Hospitality and Hotel Management, Travel and Tourism, Import and Export',
  },
  {
    title: 'Agriculture, Marketing and Media',
    text: 'Agri business, soil and fertilizer, public relations, digital marketing and social media.',
    courses: 'Agri Business, Soil and Fertilizer, DMPRM, Digital Marketing and Social Media',
  },
] as const;

/**
 * Reasons to study here, on the home page. Each is a fact this site shows
 * elsewhere (the spec's year, centres, fees, syllabus and job roles), never a
 * promise nobody here has made.
 */
export const whyChooseUs = [
  { title: 'Trusted since 2016', text: 'Teaching the school-leavers, graduates and working people of the district since 2016.' },
  { title: 'A clear syllabus', text: 'Every course has a published syllabus of six modules, with its grading and duration.' },
  { title: 'Close to home', text: 'Three centres: Gandhinagar, Belwa (5 km) and Azamnagar (50 km).' },
  { title: 'Published fees', text: 'The fee of every programme and mode is on the Admissions page, paid by UPI.' },
  { title: 'Hindi and English', text: 'This website, its forms and its messages are in Hindi and in English.' },
  { title: 'Jobs named', text: 'Every syllabus lists the job roles the course prepares you for.' },
] as const;
