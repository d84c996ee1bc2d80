// The course data of the catalogue: every diploma and advance diploma the
// institute offers, with its syllabus topics and job roles, and the spec's two
// grading tables. Helpers that read it live in courses.ts.
import type { CourseContent, GradeBand, GradingSchemeId } from './types';

/**
 * The spec's two grading tables. `range` is the text a page shows; `min` is the
 * lowest whole percentage of the band, the one number the grade of a result is
 * computed from (courses.ts gradeFor): both written here, side by side.
 */
export const gradingSchemes: Record<GradingSchemeId, { title: string; bands: (GradeBand & { min: number })[] }> = {
  standard: {
    title: 'Grading system (marks out of 100)',
    bands: [
      { range: '91-100', min: 91, grade: 'O', meaning: 'Outstanding' },
      { range: '81-90', min: 81, grade: 'A+', meaning: 'Excellent' },
      { range: '71-80', min: 71, grade: 'A', meaning: 'Very Good' },
      { range: '61-70', min: 61, grade: 'B', meaning: 'Good' },
      { range: '51-60', min: 51, grade: 'C', meaning: 'Average' },
      { range: '41-50', min: 41, grade: 'P', meaning: 'Pass' },
      { range: '0-40', min: 0, grade: 'F', meaning: 'Fail' },
    ],
  },
  percentage: {
    title: 'Grading system (percentage of marks)',
    bands: [
      { range: '90% and above', min: 90, grade: 'A+', meaning: 'Outstanding' },
      { range: '80-89%', min: 80, grade: 'A', meaning: 'Excellent' },
      { range: '70-79%', min: 70, grade: 'B', meaning: 'Very Good' },
      { range: '60-69%', min: 60, grade: 'C', meaning: 'Good' },
      { range: '50-59%', min: 50, grade: 'D', meaning: 'Average' },
      { range: 'Below 50%', min: 0, grade: 'F', meaning: 'Fail' },
    ],
  },
};

const ELIGIBILITY_10TH = '10th pass (Matriculation) from any recognised board';
const ELIGIBILITY_10_2 = '10+2 (Intermediate) in any stream from a recognised board';
const ELIGIBILITY_12TH = '12th pass (Intermediate) in any stream from a recognised board';
const ELIGIBILITY_GRADUATE = "Bachelor's degree in any discipline from a recognised university";

export const diplomaList: readonly CourseContent[] = [
  {
    code: 'DCA',
    courseId: 'DCA/Q0001',
    name: 'Diploma in Computer Applications',
    eligibility: ELIGIBILITY_10TH,
    objective:
      'To give students a working command of the computer for office, shop and government-service work. ' +
      'Students learn Windows, MS Office, typing in Hindi and English, internet services and basic accounting in Tally Prime.',
    topics: [
      {
        title: 'Computer Fundamentals and Windows',
        description: 'Parts of a computer, files and folders, the Windows desktop, printers and scanners, and safe shutdown.',
      },
      {
        title: 'MS Word and Typing in Hindi and English',
        description:
          'Typing practice, letters, applications and notices in MS Word using English and Hindi (Unicode and Kruti Dev) fonts.',
      },
      {
        title: 'MS Excel',
        description: 'Worksheets, formulas, functions, charts and simple registers such as fee, stock and attendance sheets.',
      },
      {
        title: 'MS PowerPoint and MS Access',
        description: 'Preparing slide presentations and keeping simple records in small Access databases.',
      },
      {
        title: 'Internet, Email and Online Services',
        description: 'Browsing, email, online forms, DigiLocker, e-payments and safe use of Aadhaar-enabled services.',
      },
      {
        title: 'Tally Prime Basics',
        description: 'Company creation, ledgers, vouchers and simple reports for day-to-day shop accounts in Tally Prime.',
      },
    ],
    jobs: [
      'Computer Operator',
      'Data Entry Operator',
      'Office Assistant',
      'Typist (Hindi and English)',
      'Customer Service Point (CSP) Operator',
      'Computer Teacher (primary level)',
    ],
    careerSummary:
      'A DCA is often asked for in clerical and data-entry jobs in offices, shops, banks and government schemes. Common openings include:',
    grading: 'standard',
    syllabusPath: '/DCASyllabus',
    summary: 'Windows, MS Office, Hindi and English typing, internet services and Tally Prime basics for office work.',
  },
  {
    code: 'DCLM',
    courseId: 'DCLM/Q0001',
    name: 'Diploma in Computerised Library Management',
    eligibility: ELIGIBILITY_10TH,
    objective:
      'To train students to run a school, college or public library using both manual methods and library software. ' +
      'The course covers cataloguing, classification, circulation and digital resources.',
    topics: [
      {
        title: 'Library and Society',
        description: 'Types of libraries, the five laws of library science and the role of a library in a school or village.',
      },
      {
        title: 'Classification and Cataloguing',
        description: 'Dewey Decimal Classification, call numbers and preparing catalogue entries for books and journals.',
      },
      {
        title: 'Library Operations',
        description: 'Acquisition, accession register, issue and return, overdue fines and stock verification.',
      },
      {
        title: 'Computer Basics for Libraries',
        description: 'Windows, MS Word and MS Excel for library registers, notices and reports.',
      },
      {
        title: 'Library Automation Software',
        description: 'Entering records, barcodes and circulation in library software such as Koha and e-Granthalaya.',
      },
      {
        title: 'Digital Resources and Reference Service',
        description: "Using e-books, online catalogues, NDLI and answering readers' reference questions.",
      },
    ],
    jobs: ['Library Assistant', 'Library Clerk', 'Junior Librarian (school)', 'Catalogue Assistant', 'Record Room Assistant'],
    careerSummary:
      'Schools, colleges, coaching centres and public libraries need trained staff to keep books and records in order. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: '/DCLMSyllabus',
    summary: 'Cataloguing, classification, circulation and library software such as Koha for school and public libraries.',
  },
  {
    code: 'DCM',
    courseId: 'DCM/Q1001',
    name: 'Diploma in Clinic Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To prepare students to handle the front desk and office of a clinic, nursing home or diagnostic centre. ' +
      'The course covers patient registration, appointments, billing, medical records and health-scheme paperwork.',
    topics: [
      {
        title: 'Healthcare System in India',
        description: 'Primary health centres, private clinics, hospitals and the roles of the people who work in them.',
      },
      {
        title: 'Front Desk and Patient Handling',
        description: 'Registration, appointments, queue management and polite communication with patients and relatives.',
      },
      {
        title: 'Medical Terminology',
        description: 'Common medical words, abbreviations and department names used on prescriptions and reports.',
      },
      {
        title: 'Medical Records and Clinic Software',
        description: 'Keeping patient files, registers and computer records confidential and easy to find.',
      },
      {
        title: 'Billing, Pharmacy Stock and Accounts',
        description: 'Preparing bills and receipts, tracking medicine stock and keeping daily cash accounts.',
      },
      {
        title: 'Health Schemes and Hygiene',
        description: 'Ayushman Bharat card paperwork, infection control, biomedical waste rules and first aid.',
      },
    ],
    jobs: [
      'Clinic Receptionist',
      'Front Desk Executive',
      'Medical Records Assistant',
      'Billing Assistant',
      'Clinic Coordinator',
      'Ayushman Mitra (scheme help desk)',
    ],
    careerSummary:
      'Clinics, nursing homes and diagnostic labs in towns and block headquarters need trained office staff. Graduates can work as:',
    grading: 'standard',
    syllabusPath: '/DCMSyllabus',
    summary: 'Front desk, appointments, billing, medical records and health-scheme paperwork for clinics and nursing homes.',
  },
  {
    code: 'DFM',
    courseId: 'DFM/Q1001',
    name: 'Diploma in Financial Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To teach the basics of accounting, budgeting and financial decision-making for small businesses and offices. ' +
      'Students practise bookkeeping in Tally Prime and learn GST, TDS and banking procedures.',
    topics: [
      {
        title: 'Principles of Accounting',
        description: 'Journal, ledger, trial balance and final accounts of a small trading business.',
      },
      {
        title: 'Financial Management Basics',
        description: 'Sources of finance, working capital, budgeting and simple cost control.',
      },
      {
        title: 'Tally Prime',
        description: 'Vouchers, inventory, bank reconciliation and reports for a business in Tally Prime.',
      },
      {
        title: 'GST and Income Tax Basics',
        description: 'GST registration, invoices, returns, and an introduction to TDS and income tax filing.',
      },
      {
        title: 'Banking and Financial Services',
        description: 'Bank accounts, loans, UPI and digital payments, mutual funds and insurance products.',
      },
      {
        title: 'Financial Statements and Reporting',
        description: 'Reading a balance sheet and profit and loss account and working out simple ratios.',
      },
    ],
    jobs: ['Accounts Assistant', 'Tally Operator', 'GST Assistant', 'Billing Executive', 'Cashier', 'Junior Finance Executive'],
    careerSummary:
      'Every shop, firm and institution needs someone to keep its accounts and file its GST. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: '/DFMSyllabus',
    summary: 'Accounting, budgeting, Tally Prime, GST and banking basics for small businesses and offices.',
  },
  {
    code: 'DHRM',
    courseId: 'DHRM/Q1001',
    name: 'Diploma in Human Resource Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To prepare students for assistant roles in the personnel or HR office of a company, school or factory. ' +
      'The course covers recruitment, attendance and payroll, labour laws and employee welfare.',
    topics: [
      {
        title: 'Principles of Management and HRM',
        description: 'Functions of management and the role of the HR department in an organisation.',
      },
      {
        title: 'Recruitment and Selection',
        description: 'Job descriptions, advertisements, screening, interviews and joining formalities.',
      },
      {
        title: 'Training and Performance Appraisal',
        description: 'Planning training, induction of new staff and simple appraisal methods.',
      },
      {
        title: 'Payroll and Attendance',
        description: 'Attendance registers, leave records and salary sheets in MS Excel and Tally Prime payroll.',
      },
      {
        title: 'Labour Laws and Statutory Compliance',
        description: 'Basics of the new labour codes, minimum wages, EPF and ESI registration and returns.',
      },
      {
        title: 'Employee Relations and Welfare',
        description: 'Grievance handling, discipline, workplace safety and staff welfare schemes.',
      },
    ],
    jobs: ['HR Assistant', 'Recruitment Coordinator', 'Payroll Assistant', 'Personnel Clerk', 'Admin and HR Executive'],
    careerSummary:
      'Companies, hospitals, schools and contractors employ HR staff to handle hiring, attendance and salaries. Graduates can work as:',
    grading: 'standard',
    syllabusPath: '/DHRMSyllabus',
    summary: 'Recruitment, attendance and payroll, EPF and ESI compliance and employee welfare for HR office work.',
  },
  {
    code: 'DLM',
    courseId: 'DLM/Q1001',
    name: 'Diploma in Logistics Management',
    eligibility: ELIGIBILITY_10TH,
    objective:
      'To train students in the movement and storage of goods for transport companies, warehouses and courier services. ' +
      'Students learn transport documents, warehouse operations, e-way bills and tracking software.',
    topics: [
      {
        title: 'Introduction to Logistics',
        description: 'Road, rail, air and water transport and how goods move from factory to customer.',
      },
      {
        title: 'Warehouse Operations',
        description: 'Receiving, storing, picking, packing and dispatch, with stock registers and safety rules.',
      },
      {
        title: 'Transport Management',
        description: 'Vehicle planning, freight charges, loading, and documents such as lorry receipts and delivery challans.',
      },
      {
        title: 'Inventory Control',
        description: 'Stock levels, FIFO, reorder points and recording inventory in MS Excel and Tally Prime.',
      },
      {
        title: 'GST and E-way Bills',
        description: 'Tax invoices, e-way bill generation and checks on goods in transit.',
      },
      {
        title: 'Courier and E-commerce Logistics',
        description: 'Parcel booking, last-mile delivery, returns and shipment tracking systems.',
      },
    ],
    jobs: [
      'Logistics Assistant',
      'Warehouse Assistant',
      'Dispatch Clerk',
      'Inventory Clerk',
      'Courier Hub Executive',
      'Transport Booking Clerk',
    ],
    careerSummary:
      'Warehouses, transport companies, courier firms and e-commerce delivery hubs are growing in every district. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: '/DLMSyllabus',
    summary: 'Warehousing, transport documents, inventory, e-way bills and courier operations for logistics jobs.',
  },
  {
    code: 'DPM',
    courseId: 'CPM/Q1001',
    name: 'Diploma in Project Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To teach students how a project is planned, scheduled, costed and monitored from start to finish. ' +
      'The course uses examples from construction, government schemes and NGO work, with practice in MS Excel and MS Project.',
    topics: [
      {
        title: 'Project Management Concepts',
        description: 'What a project is, the project life cycle and the role of a project manager.',
      },
      {
        title: 'Project Planning and Scheduling',
        description: 'Work breakdown, Gantt charts, CPM and PERT networks for planning activities.',
      },
      {
        title: 'Cost Estimation and Budgeting',
        description: 'Estimating materials, labour and overheads and tracking spending against the budget.',
      },
      {
        title: 'Risk and Quality Management',
        description: 'Identifying risks, planning responses and checking work against quality standards.',
      },
      {
        title: 'Project Tools on Computer',
        description: 'Planning, tracking and reporting projects in MS Excel and MS Project.',
      },
      {
        title: 'Monitoring, Reporting and Closure',
        description: 'Progress reports, site diaries, utilisation certificates and closing a project.',
      },
    ],
    jobs: ['Project Assistant', 'Project Coordinator', 'Site Office Assistant', 'MIS Assistant', 'NGO Programme Assistant'],
    careerSummary:
      'Construction firms, NGOs and government scheme offices need staff who can plan work and report progress. Graduates can work as:',
    grading: 'standard',
    syllabusPath: '/DPMSyllabus',
    summary: 'Planning, scheduling, budgeting and progress reporting for construction, NGO and scheme projects.',
  },
  {
    code: 'DSCM',
    courseId: 'DSCM/Q1001',
    name: 'Diploma in Supply Chain Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To explain how raw materials and products flow between suppliers, manufacturers, distributors and customers. ' +
      'Students learn purchasing, inventory, distribution and the computer tools used to manage them.',
    topics: [
      {
        title: 'Supply Chain Fundamentals',
        description: 'Links in a supply chain and how they work together in agriculture, FMCG and retail.',
      },
      {
        title: 'Purchasing and Vendor Management',
        description: 'Purchase orders, quotations, vendor selection and supplier payments.',
      },
      {
        title: 'Inventory and Warehouse Management',
        description: 'Stock control methods, ABC analysis and warehouse layout.',
      },
      {
        title: 'Distribution and Transportation',
        description: 'Distributor networks, route planning and transport costs.',
      },
      {
        title: 'Demand Planning',
        description: 'Simple sales forecasting and production planning using MS Excel.',
      },
      {
        title: 'Supply Chain Software and GST',
        description: 'ERP basics, Tally Prime inventory and GST rules for purchases and sales.',
      },
    ],
    jobs: [
      'Supply Chain Assistant',
      'Purchase Assistant',
      'Store Keeper',
      'Inventory Controller',
      'Distribution Executive',
      'Vendor Coordinator',
    ],
    careerSummary:
      'Manufacturers, distributors, cold stores and retail chains need people who keep materials and products moving. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: '/DSCMSyllabus',
    summary: 'Purchasing, inventory, distribution and demand planning, with ERP and Tally Prime practice.',
  },
  {
    code: 'DHTM',
    courseId: 'DH&TM/Q1001',
    name: 'Diploma in Hospitality and Hotel Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To prepare students for work in hotels, restaurants, resorts and guest houses. ' +
      'The course covers front office, housekeeping, food and beverage service, basic cookery and guest communication.',
    topics: [
      {
        title: 'Introduction to the Hospitality Industry',
        description: 'Types of hotels and restaurants, hotel departments and career paths.',
      },
      {
        title: 'Hotel Front Office',
        description: 'Reservations, check-in and check-out, guest registration, billing and front office software.',
      },
      {
        title: 'Housekeeping Operations',
        description: 'Room cleaning, linen management, laundry and public area upkeep.',
      },
      {
        title: 'Food and Beverage Service',
        description: 'Table setting, order taking, service methods and banquet service.',
      },
      {
        title: 'Food Production Basics',
        description: 'Kitchen equipment, basic Indian cookery, food safety and FSSAI hygiene rules.',
      },
      {
        title: 'Communication and Guest Relations',
        description: 'Spoken English, telephone manners, grooming and handling guest complaints.',
      },
    ],
    jobs: [
      'Front Office Assistant',
      'Hotel Receptionist',
      'Housekeeping Supervisor',
      'Steward',
      'Commis Cook',
      'Guest Relations Executive',
    ],
    careerSummary:
      'Hotels, restaurants, resorts, hospitals and railway catering units hire trained hospitality staff across India. Graduates can work as:',
    grading: 'percentage',
    syllabusPath: '/HospitalitySyllabus',
    summary: 'Hotel front office, housekeeping, food and beverage service and basic cookery for hotel and restaurant jobs.',
  },
  {
    code: 'DIE',
    courseId: 'DIE/Q1001',
    name: 'Diploma in Import and Export Management',
    eligibility: ELIGIBILITY_10TH,
    objective:
      'To teach the procedures and documents needed to buy from and sell to other countries. ' +
      'Students learn IEC registration, customs clearance, shipping, payment methods and export incentives.',
    topics: [
      {
        title: 'Foreign Trade Basics',
        description: "India's foreign trade policy, DGFT and the role of export promotion councils.",
      },
      {
        title: 'Starting an Import-Export Business',
        description: 'IEC registration, GST, product selection and finding buyers and suppliers.',
      },
      {
        title: 'Export and Import Documentation',
        description: 'Invoice, packing list, bill of lading, certificate of origin and shipping bill.',
      },
      {
        title: 'Customs Clearance and Logistics',
        description: 'Customs procedure, ICEGATE, freight forwarders, containers and Incoterms.',
      },
      {
        title: 'International Payments and Banking',
        description: 'Letters of credit, advance payment, foreign exchange and bank documents.',
      },
      {
        title: 'Export Incentives and Trade with Neighbours',
        description: 'Export schemes, duty drawback and cross-border trade with Nepal and Bangladesh.',
      },
    ],
    jobs: [
      'Export Documentation Assistant',
      'Import Executive',
      'Customs Clearing Assistant',
      'Shipping Assistant',
      'Freight Forwarding Executive',
    ],
    careerSummary:
      'Exporters, customs brokers, freight forwarders and shipping agents need staff who know trade documents. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: '/ImpExpSyllabus',
    summary: 'IEC registration, export and import documents, customs clearance and international payments.',
  },
  {
    code: 'NTT',
    courseId: 'NTT/Q001',
    name: 'Nursery Teacher Training (NTT)',
    eligibility: ELIGIBILITY_12TH,
    objective:
      'To train teachers for nursery, pre-primary and play schools and for anganwadi-level early education. ' +
      'Students learn how young children grow and learn, play-based teaching methods and classroom management.',
    topics: [
      {
        title: 'Child Development',
        description: 'Physical, mental, social and emotional growth of children from two to eight years.',
      },
      {
        title: 'Early Childhood Care and Education',
        description: 'Aims of pre-school education, national ECCE guidelines and the NEP 2020 foundational stage.',
      },
      {
        title: 'Teaching Methods for Young Children',
        description: 'Play-way, Montessori and activity-based methods for language, number and environment.',
      },
      {
        title: 'Teaching Aids, Art and Craft',
        description: 'Making charts, flash cards, toys and craft work from low-cost local materials.',
      },
      {
        title: 'Health, Nutrition and Safety',
        description: 'Child nutrition, hygiene, common illnesses, first aid and school safety.',
      },
      {
        title: 'Classroom Management and Teaching Practice',
        description: 'Lesson planning, classroom routines, working with parents and supervised teaching practice.',
      },
    ],
    jobs: [
      'Nursery Teacher',
      'Pre-primary Teacher',
      'Play School Teacher',
      'Day Care Supervisor',
      'Anganwadi Worker',
      'Play School Owner',
    ],
    careerSummary:
      'Private schools, play schools and day-care centres look for trained nursery teachers, and many graduates open their own play school. Openings include:',
    grading: 'percentage',
    syllabusPath: '/NTTSyllabus',
    summary: 'Child development, play-way teaching, teaching aids and classroom practice for nursery and pre-primary teachers.',
  },
  {
    code: 'DTTM',
    courseId: 'DT&TM/Q1001',
    name: 'Diploma in Travel and Tourism Management',
    eligibility: ELIGIBILITY_10TH,
    objective:
      'To prepare students for work with travel agencies, tour operators and tourist sites. ' +
      'The course covers Indian tourism geography, ticketing, tour packages and guiding.',
    topics: [
      {
        title: 'Introduction to Tourism',
        description: 'Types of tourism, the tourism industry and the role of travel agents and tour operators.',
      },
      {
        title: 'Tourism Geography of India',
        description: 'Major destinations, with a focus on Bodh Gaya, Rajgir, Nalanda, Vaishali and Darjeeling.',
      },
      {
        title: 'Ticketing and Reservations',
        description: 'Railway booking on IRCTC, air ticketing basics, bus and hotel reservations.',
      },
      {
        title: 'Tour Packaging and Costing',
        description: 'Planning itineraries, costing tour packages and preparing quotations for groups.',
      },
      {
        title: 'Tour Guiding and Communication',
        description: 'Guiding skills, spoken English and Hindi, handling tourists and pilgrim groups.',
      },
      {
        title: 'Travel Documents and Regulations',
        description: 'Passports, visas, travel insurance and permits for Nepal and Bhutan travel.',
      },
    ],
    jobs: [
      'Travel Agent',
      'Ticketing Executive',
      'Tour Guide',
      'Tour Coordinator',
      'Reservation Executive',
      'Tourist Information Assistant',
    ],
    careerSummary:
      'Pilgrim and heritage sites in Bihar and Bengal bring steady work for travel agencies and guides. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: '/TravelSyllabus',
    summary: 'Tourism geography, rail and air ticketing, tour packages and guiding for travel and tourism jobs.',
  },
  {
    code: 'DMPRM',
    courseId: 'DMPRM/Q1001',
    name: 'Diploma in Marketing, Public Relations and Media Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To teach how products, services and organisations are promoted to the public through sales, media and public relations. ' +
      'Students practise writing press notes, planning campaigns and using social media and local media.',
    topics: [
      {
        title: 'Principles of Marketing',
        description: 'Market research, the marketing mix and understanding rural and urban customers.',
      },
      {
        title: 'Sales and Customer Relations',
        description: 'Personal selling, field sales, dealer networks and after-sales service.',
      },
      {
        title: 'Advertising',
        description: 'Print, radio, outdoor and digital advertising and planning a small ad campaign.',
      },
      {
        title: 'Public Relations',
        description: "Press releases, press conferences, events and managing an organisation's image.",
      },
      {
        title: 'Media Management',
        description: 'Working with newspapers, local TV and radio, and writing news in Hindi and English.',
      },
      {
        title: 'Digital and Social Media Basics',
        description: 'Facebook, YouTube and WhatsApp Business for promotion and simple content design in Canva.',
      },
    ],
    jobs: [
      'Marketing Executive',
      'Sales Executive',
      'PR Assistant',
      'Media Coordinator',
      'Advertising Sales Executive',
      'Event Coordinator',
    ],
    careerSummary:
      'Companies, media houses, hospitals, schools and political and social organisations all need marketing and PR staff. Graduates can work as:',
    grading: 'standard',
    syllabusPath: '/DMPRMSyllabus',
    summary: 'Marketing, sales, advertising, public relations and local media work, with social media basics.',
  },
  {
    code: 'DABM',
    courseId: 'DABM/Q1001',
    name: 'Diploma in Agri Business Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To prepare students to run or support farm-based businesses such as input shops, FPOs and produce trading. ' +
      'The course covers agri marketing, farm finance, government schemes and agri-business accounts.',
    topics: [
      {
        title: 'Agriculture and Rural Economy',
        description: 'Main crops of the region, farming seasons and how the rural economy works.',
      },
      {
        title: 'Agri Input Business',
        description: 'Running a seed, fertiliser and pesticide shop, licences and stock records.',
      },
      {
        title: 'Agricultural Marketing',
        description: 'Mandis, e-NAM, MSP procurement, grading and packing of produce.',
      },
      {
        title: 'Farmer Producer Organisations',
        description: 'Forming and managing FPOs and cooperatives and their business plans.',
      },
      {
        title: 'Farm Finance and Schemes',
        description: 'Kisan Credit Card, NABARD schemes, PM-KISAN and crop insurance under PMFBY.',
      },
      {
        title: 'Agri-Business Accounts and Records',
        description: 'Costing, bookkeeping and stock accounts of an agri enterprise in MS Excel and Tally Prime.',
      },
    ],
    jobs: [
      'Agri Input Dealer',
      'FPO Business Assistant',
      'Farm Sales Executive',
      'Procurement Assistant',
      'Rural Marketing Executive',
    ],
    careerSummary:
      'Seed and fertiliser companies, FPOs, cold stores and procurement agencies hire staff who understand farming and business. Openings include:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Agri input business, mandi and e-NAM marketing, FPOs, Kisan credit and NABARD schemes for rural enterprise.',
  },
  {
    code: 'DSFM',
    courseId: 'DSFM/Q1001',
    name: 'Diploma in Soil and Fertilizer Management',
    eligibility: ELIGIBILITY_10TH,
    objective:
      'To teach how to test soil, read a soil health card and advise farmers on the right fertiliser and dose. ' +
      'The course also covers fertiliser rules and running a licensed fertiliser shop.',
    topics: [
      {
        title: 'Soil Science Basics',
        description: 'Soil types of the Gangetic plains, soil texture, pH and organic matter.',
      },
      {
        title: 'Soil Sampling and Testing',
        description: 'Collecting soil samples, basic lab tests and reading the Soil Health Card.',
      },
      {
        title: 'Plant Nutrients and Fertilisers',
        description: 'Nitrogen, phosphorus, potassium and micronutrients and the fertilisers that supply them.',
      },
      {
        title: 'Fertiliser Application and Doses',
        description: 'Crop-wise fertiliser doses, timing, methods of application and balanced use.',
      },
      {
        title: 'Organic Manures and Biofertilisers',
        description: 'Compost, vermicompost, green manure and biofertilisers for better soil health.',
      },
      {
        title: 'Fertiliser Retail and Regulations',
        description: 'Fertiliser Control Order, dealer licence, POS sale with Aadhaar and stock registers.',
      },
    ],
    jobs: ['Soil Testing Lab Assistant', 'Fertiliser Dealer', 'Field Assistant', 'Agri Input Sales Executive', 'Farm Advisor'],
    careerSummary:
      'Soil testing labs, fertiliser companies, dealers and agriculture programmes need people trained in soil and nutrient work. Graduates can work as:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Soil sampling and testing, soil health cards, fertiliser doses and running a licensed fertiliser shop.',
  },
  {
    code: 'DBLM',
    courseId: 'DBLM/Q1001',
    name: 'Diploma in Banking and Loan Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To prepare students for front-line work in banks, microfinance institutions and bank customer service points. ' +
      'The course covers bank accounts, loan processing, KYC, digital banking and recovery procedures.',
    topics: [
      {
        title: 'Banking System in India',
        description: 'RBI, commercial, cooperative and regional rural banks, and small finance banks.',
      },
      {
        title: 'Bank Accounts and KYC',
        description: 'Opening accounts, KYC documents, Jan Dhan accounts and Aadhaar seeding.',
      },
      {
        title: 'Loan Products and Processing',
        description: 'Personal, gold, housing and business loans, MUDRA loans and the Kisan Credit Card.',
      },
      {
        title: 'Credit Appraisal and Documentation',
        description: 'Checking income, CIBIL scores, collateral and preparing loan files.',
      },
      {
        title: 'Digital Banking and CSP Operations',
        description: 'UPI, AePS, net banking, micro-ATM and running a bank customer service point.',
      },
      {
        title: 'Recovery, Microfinance and Self-Help Groups',
        description: 'Loan recovery and NPA basics, SHG bank linkage and microfinance operations.',
      },
    ],
    jobs: [
      'Bank Customer Service Point Operator',
      'Loan Officer (microfinance)',
      'Loan Processing Assistant',
      'Bank Mitra',
      'Recovery Executive',
      'Sales Officer (banking)',
    ],
    careerSummary:
      'Banks, NBFCs and microfinance institutions are expanding in rural areas and need trained field and desk staff. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Bank accounts and KYC, loan processing, MUDRA and Kisan credit, and CSP and digital banking operations.',
  },
  {
    code: 'DDMSM',
    courseId: 'DDMSM/Q1001',
    name: 'Diploma in Digital Marketing and Social Media',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To teach students how businesses find and keep customers online. ' +
      'Students build a simple website and run social media pages, search and ad campaigns for local businesses.',
    topics: [
      {
        title: 'Digital Marketing Fundamentals',
        description: 'How online marketing works and how it differs from traditional marketing.',
      },
      {
        title: 'Website Basics and Google Business Profile',
        description: 'Building a simple website on WordPress and listing a local business on Google Maps.',
      },
      {
        title: 'Search Engine Optimisation',
        description: 'Keywords, on-page SEO and local SEO to help a business appear in Google search.',
      },
      {
        title: 'Social Media Marketing',
        description: 'Running Facebook, Instagram, YouTube and WhatsApp Business pages for a business.',
      },
      {
        title: 'Online Advertising',
        description: 'Setting up Google Ads and Meta ads campaigns with a small budget.',
      },
      {
        title: 'Content Creation and Analytics',
        description: 'Designing posts in Canva, editing short videos and reading basic analytics reports.',
      },
    ],
    jobs: [
      'Digital Marketing Executive',
      'Social Media Manager',
      'SEO Executive',
      'Content Creator',
      'Online Ads Executive',
      'Freelance Digital Marketer',
    ],
    careerSummary:
      'Shops, schools, hospitals and small businesses now want to be found online and pay for people who can manage this. Graduates can work as:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Social media pages, SEO, Google and Meta ads, and content creation for promoting local businesses online.',
  },
];

export const advanceDiplomaList: readonly CourseContent[] = [
  {
    code: 'ADCA',
    courseId: 'ADCA/Q1001',
    name: 'Advance Diploma in Computer Applications and Programming',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To take students from office computing to programming and small software projects. ' +
      'The course covers advanced MS Office, DTP in Hindi and English, Tally Prime with GST, programming in C and Python, and web basics.',
    topics: [
      {
        title: 'Advanced MS Office',
        description: 'Mail merge, advanced Excel functions, pivot tables and macros for office automation.',
      },
      {
        title: 'Desktop Publishing in Hindi and English',
        description: 'Designing pamphlets, cards and books in PageMaker, CorelDRAW and Photoshop in both languages.',
      },
      {
        title: 'Tally Prime with GST',
        description: 'Complete business accounting, inventory, GST invoices and returns in Tally Prime.',
      },
      {
        title: 'Programming in C',
        description: 'Variables, loops, functions, arrays and file handling in the C language.',
      },
      {
        title: 'Python Programming',
        description: 'Python basics, lists, dictionaries and small programs for everyday tasks.',
      },
      {
        title: 'Web Design and Project Work',
        description: 'HTML and CSS basics and a final project that brings together the skills of the course.',
      },
    ],
    jobs: ['Computer Operator', 'DTP Operator', 'Tally Accountant', 'Junior Programmer', 'Computer Teacher', 'Office Executive'],
    careerSummary:
      'ADCA holders can take up office, accounting, design and entry-level programming work, or teach computers in schools. Openings include:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Advanced MS Office, Hindi and English DTP, Tally Prime with GST, C and Python programming and web basics.',
  },
  {
    code: 'PGDCA',
    courseId: 'PGDCA/Q0001',
    name: 'Post Graduate Diploma in Computer Applications',
    eligibility: ELIGIBILITY_GRADUATE,
    objective:
      'To give graduates from any discipline a solid grounding in computer applications and software development. ' +
      'The course covers programming, databases, networking and web technology, and ends with a project.',
    topics: [
      {
        title: 'Computer Organisation and Operating Systems',
        description: 'Computer architecture, Windows and Linux operating systems and system administration basics.',
      },
      {
        title: 'Programming in C and C++',
        description: 'Structured and object-oriented programming with C and C++.',
      },
      {
        title: 'Database Management with SQL',
        description: 'Relational databases, SQL queries and database design using MySQL.',
      },
      {
        title: 'Web Technology',
        description: 'HTML, CSS, JavaScript and a server-side language for building dynamic websites.',
      },
      {
        title: 'Computer Networks and Cyber Security',
        description: 'LAN, internet protocols, network setup and basic cyber security practice.',
      },
      {
        title: 'Software Project',
        description: 'Planning, building, testing and documenting a complete software project.',
      },
    ],
    jobs: [
      'Software Developer (junior)',
      'Web Developer',
      'Database Assistant',
      'IT Support Executive',
      'Computer Instructor',
      'MIS Executive',
    ],
    careerSummary:
      'A PGDCA is accepted for many IT posts and for computer teacher and programmer vacancies in government and private sectors. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: '/PGDCASyllabus',
    summary: 'Programming in C and C++, SQL databases, web technology, networking and a software project for graduates.',
  },
  {
    code: 'ADIRM',
    courseId: 'ADI&RM/Q1001',
    name: 'Advance Diploma in Insurance and Risk Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To prepare students to sell and service insurance products and to understand how risks are assessed and managed. ' +
      'The course covers life, health, general and crop insurance, claims and IRDAI regulations.',
    topics: [
      {
        title: 'Principles of Insurance and Risk',
        description: 'Types of risk, how insurance works and basic principles such as utmost good faith and indemnity.',
      },
      {
        title: 'Life Insurance',
        description: 'Term, endowment and ULIP plans, premium calculation and policy servicing.',
      },
      {
        title: 'Health and General Insurance',
        description: 'Health, motor, fire and property insurance, and Ayushman Bharat coverage.',
      },
      {
        title: 'Rural and Crop Insurance',
        description: 'PMFBY crop insurance, cattle insurance and PMJJBY and PMSBY government schemes.',
      },
      {
        title: 'Underwriting and Claims',
        description: 'Proposal forms, underwriting, claim documents and settlement procedure.',
      },
      {
        title: 'Insurance Regulation and Sales Practice',
        description: 'IRDAI rules, the agent licensing exam, ethical selling and customer service.',
      },
    ],
    jobs: [
      'Insurance Advisor',
      'Insurance Sales Executive',
      'Claims Assistant',
      'Underwriting Assistant',
      'Point of Sale Person (POSP)',
      'Bancassurance Executive',
    ],
    careerSummary:
      'Insurance companies, banks and brokers hire trained staff and agents in every district. Graduates can work as:',
    grading: 'standard',
    syllabusPath: '/InsuranceRiskManagementSyllabus',
    summary: 'Life, health, general and crop insurance, claims, underwriting and IRDAI rules for insurance careers.',
  },
  {
    code: 'ADFA',
    courseId: 'ADFA/Q1001',
    name: 'Advance Diploma in Accounting with Tally and GST',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To train students as full-charge accountants for small and medium businesses. ' +
      'Students keep complete books in Tally Prime and learn to file GST, TDS and income tax returns.',
    topics: [
      {
        title: 'Financial Accounting',
        description: 'Double-entry bookkeeping, final accounts, depreciation and bank reconciliation.',
      },
      {
        title: 'Tally Prime Advanced',
        description: 'Multi-company accounts, inventory, cost centres, payroll and MIS reports in Tally Prime.',
      },
      {
        title: 'GST Practice',
        description: 'GST registration, e-invoices, e-way bills and filing GSTR-1 and GSTR-3B on the GST portal.',
      },
      {
        title: 'Income Tax and TDS',
        description: 'Computing income tax, filing ITR and TDS returns on the income tax portal.',
      },
      {
        title: 'Excel for Accountants',
        description: 'Lookup functions, pivot tables and MIS reports for accounts work.',
      },
      {
        title: 'Business Compliance and Banking',
        description: 'Udyam registration, PF and ESI basics, loan documents and audit support.',
      },
    ],
    jobs: [
      'Accountant',
      'Tally Accountant',
      'GST Practitioner Assistant',
      'Tax Assistant',
      'Accounts Executive',
      'Audit Assistant',
    ],
    careerSummary:
      'Traders, firms, CA offices and institutions need accountants who can keep books and file returns. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Full bookkeeping in Tally Prime, GST returns, TDS and income tax filing for accounts jobs.',
  },
  {
    code: 'ADHN',
    courseId: 'ADHN/Q1001',
    name: 'Advance Diploma in Hardware and Networking',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To teach students to assemble, repair and maintain computers, printers and small office networks. ' +
      'The course combines hands-on lab work with networking, CCTV and basic server administration.',
    topics: [
      {
        title: 'Computer Hardware and Assembly',
        description: 'Motherboards, processors, memory, storage and assembling a desktop computer.',
      },
      {
        title: 'Operating System Installation and Troubleshooting',
        description: 'Installing Windows and Linux, drivers, backups and fixing common faults.',
      },
      {
        title: 'Laptop and Printer Repair',
        description: 'Diagnosing and repairing laptops, printers and UPS units.',
      },
      {
        title: 'Networking Fundamentals',
        description: 'IP addressing, cabling, switches, routers and Wi-Fi setup for offices.',
      },
      {
        title: 'Server Administration Basics',
        description: 'Windows Server and Linux server basics, user accounts and file sharing.',
      },
      {
        title: 'CCTV and Network Security',
        description: 'Installing CCTV systems, firewalls, antivirus and data security.',
      },
    ],
    jobs: [
      'Hardware Technician',
      'Network Technician',
      'IT Support Engineer',
      'CCTV Installer',
      'System Administrator (junior)',
      'Computer Service Centre Owner',
    ],
    careerSummary:
      'Offices, schools, banks and shops need people to keep their computers and networks running. Graduates can work as:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Computer assembly and repair, laptops and printers, office networking, servers and CCTV installation.',
  },
  {
    code: 'ADWD',
    courseId: 'ADWD/Q1001',
    name: 'Advance Diploma in Web Design and Development',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To teach students to design, build and publish websites for businesses, schools and organisations. ' +
      'The course covers front-end design, JavaScript, a server-side language, databases and website hosting.',
    topics: [
      {
        title: 'HTML and CSS',
        description: 'Page structure, styling, layouts and responsive design for mobile phones.',
      },
      {
        title: 'Graphic Design for the Web',
        description: 'Preparing images, logos and banners in Photoshop and Canva.',
      },
      {
        title: 'JavaScript',
        description: 'Programming basics, forms and interactive pages with JavaScript.',
      },
      {
        title: 'Server-side Programming with PHP',
        description: 'Handling forms, sessions and building dynamic pages with PHP.',
      },
      {
        title: 'Databases with MySQL',
        description: 'Designing tables and storing and reading website data with MySQL.',
      },
      {
        title: 'WordPress, Hosting and Project',
        description: 'Building sites in WordPress, domains and hosting, and a final website project.',
      },
    ],
    jobs: [
      'Web Designer',
      'Front-end Developer (junior)',
      'PHP Developer (junior)',
      'WordPress Developer',
      'Freelance Web Designer',
    ],
    careerSummary:
      'Businesses of every size need websites, and web work can also be done freelance from home. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'HTML, CSS, JavaScript, PHP and MySQL, WordPress and hosting for building and publishing websites.',
  },
  {
    code: 'ADBM',
    courseId: 'ADBM/Q1001',
    name: 'Advance Diploma in Business Management',
    eligibility: ELIGIBILITY_GRADUATE,
    objective:
      'To give graduates the management skills needed to supervise staff or run their own enterprise. ' +
      'The course covers management principles, marketing, finance, human resources and business planning.',
    topics: [
      {
        title: 'Principles of Management',
        description: 'Planning, organising, leading and controlling in a business.',
      },
      {
        title: 'Marketing Management',
        description: 'Market research, pricing, distribution and promotion of products and services.',
      },
      {
        title: 'Financial and Cost Management',
        description: 'Reading accounts, costing, budgeting and managing working capital.',
      },
      {
        title: 'Human Resource Management',
        description: 'Hiring, training, motivating and managing staff.',
      },
      {
        title: 'Entrepreneurship and Business Planning',
        description: 'Preparing a business plan, Udyam registration and schemes such as PMEGP and MUDRA.',
      },
      {
        title: 'Business Communication and Computer Tools',
        description: 'Business letters, reports and presentations using MS Office and email.',
      },
    ],
    jobs: [
      'Business Development Executive',
      'Office Manager',
      'Operations Executive',
      'Sales Supervisor',
      'Branch Coordinator',
      'Entrepreneur',
    ],
    careerSummary:
      'Trained managers are needed in private companies, cooperatives and NGOs, and many graduates start their own business. Openings include:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Management, marketing, finance, HR and business planning for supervisors and new entrepreneurs.',
  },
  {
    code: 'ADRM',
    courseId: 'ADRM/Q1001',
    name: 'Advance Diploma in Retail Management',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To prepare students to work in and manage retail stores, from small shops to supermarkets and showrooms. ' +
      'The course covers store operations, visual merchandising, customer service, billing and inventory.',
    topics: [
      {
        title: 'Retail Industry Overview',
        description: 'Types of retail formats, organised and unorganised retail, and online retail.',
      },
      {
        title: 'Store Operations',
        description: 'Opening and closing a store, shift planning, cash handling and loss prevention.',
      },
      {
        title: 'Visual Merchandising',
        description: 'Product display, shelf planning and window display for more sales.',
      },
      {
        title: 'Customer Service and Selling Skills',
        description: 'Greeting customers, product knowledge, handling returns and complaints.',
      },
      {
        title: 'POS Billing and Inventory',
        description: 'Point-of-sale billing, barcode stock control and GST invoices.',
      },
      {
        title: 'Retail Marketing and Store Management',
        description: 'Promotions, loyalty schemes, sales targets and supervising store staff.',
      },
    ],
    jobs: [
      'Retail Sales Associate',
      'Store Supervisor',
      'Cashier',
      'Visual Merchandiser',
      'Store Manager (trainee)',
      'Inventory Assistant',
    ],
    careerSummary:
      'Supermarkets, showrooms, pharmacy chains and mobile and electronics stores are opening in district towns. Graduates can work as:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Store operations, visual merchandising, customer service, POS billing and inventory for retail jobs.',
  },
  {
    code: 'ADHA',
    courseId: 'ADHA/Q1001',
    name: 'Advance Diploma in Healthcare Administration',
    eligibility: ELIGIBILITY_GRADUATE,
    objective:
      'To train graduates to manage the administration of hospitals, nursing homes and health programmes. ' +
      'The course covers hospital departments, health records, billing and insurance, quality standards and health schemes.',
    topics: [
      {
        title: 'Health Systems and Hospital Organisation',
        description: 'Public and private health services and the departments of a hospital.',
      },
      {
        title: 'Hospital Operations Management',
        description: 'OPD, IPD, emergency, ward and support services and how they are run.',
      },
      {
        title: 'Medical Records and Hospital Information Systems',
        description: 'Patient records, hospital software and the Ayushman Bharat Digital Mission health ID.',
      },
      {
        title: 'Billing, TPA and Health Insurance',
        description: 'Hospital billing, cashless claims through TPAs and Ayushman Bharat PM-JAY claims.',
      },
      {
        title: 'Quality and Legal Requirements',
        description: 'NABH standards, clinical establishment registration, biomedical waste and patient rights.',
      },
      {
        title: 'Materials and Staff Management',
        description: 'Medicine and equipment stores, purchase, duty rosters and staff records.',
      },
    ],
    jobs: [
      'Hospital Administrator (assistant)',
      'Front Office Manager',
      'TPA and Insurance Coordinator',
      'Medical Records Officer',
      'Health Programme Assistant',
      'Hospital Billing Supervisor',
    ],
    careerSummary:
      'Hospitals, nursing homes, diagnostic chains and public health programmes need trained administrative staff. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Hospital operations, medical records, billing and TPA claims, NABH standards and health scheme work.',
  },
  {
    code: 'ADECE',
    courseId: 'ADECE/Q1001',
    name: 'Advance Diploma in Early Childhood Education',
    eligibility: ELIGIBILITY_10_2,
    objective:
      'To give deeper training in early childhood education for teachers, coordinators and those who want to run a pre-school. ' +
      'The course builds on nursery teaching with curriculum planning, assessment, inclusion and pre-school management.',
    topics: [
      {
        title: 'Child Psychology and Development',
        description: 'Theories of child development and how children aged birth to eight years learn.',
      },
      {
        title: 'Curriculum Planning for the Foundational Stage',
        description: 'Planning a pre-school year under NEP 2020 and the national foundational curriculum.',
      },
      {
        title: 'Early Literacy and Numeracy',
        description: 'Teaching reading, writing and number sense in Hindi, Bengali and English through activities.',
      },
      {
        title: 'Assessment and Record Keeping',
        description: 'Observing children, keeping portfolios and reporting progress to parents.',
      },
      {
        title: 'Inclusive Education and Child Protection',
        description: 'Supporting children with special needs, child rights and safeguarding.',
      },
      {
        title: 'Pre-school Administration',
        description: 'Setting up and running a pre-school: admissions, fees, staff and parent communication.',
      },
    ],
    jobs: [
      'Pre-primary Teacher',
      'Pre-school Coordinator',
      'Montessori Teacher',
      'Early Childhood Educator',
      'Day Care Centre Manager',
      'Pre-school Owner',
    ],
    careerSummary:
      'Pre-schools and primary schools increasingly ask for trained early childhood educators. Graduates can work as:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Child psychology, foundational-stage curriculum, early literacy and numeracy, and running a pre-school.',
  },
  {
    code: 'ADDA',
    courseId: 'ADDA/Q1001',
    name: 'Advance Diploma in Data Analytics',
    eligibility: ELIGIBILITY_GRADUATE,
    objective:
      'To teach graduates how to collect, clean, analyse and present data for business and government decisions. ' +
      'Students work with Excel, SQL, Python and Power BI on real datasets.',
    topics: [
      {
        title: 'Statistics for Data Analysis',
        description: 'Averages, spread, probability, sampling and simple regression.',
      },
      {
        title: 'Advanced Excel',
        description: 'Data cleaning, lookup functions, pivot tables and dashboards in Excel.',
      },
      {
        title: 'SQL for Data Analysis',
        description: 'Querying, joining and summarising data in relational databases.',
      },
      {
        title: 'Python for Data Analysis',
        description: 'Working with data using Python, pandas and matplotlib.',
      },
      {
        title: 'Data Visualisation with Power BI',
        description: 'Building reports and interactive dashboards in Power BI.',
      },
      {
        title: 'Analytics Project',
        description: 'A complete project using public data, for example from data.gov.in, from question to report.',
      },
    ],
    jobs: [
      'Data Analyst (junior)',
      'MIS Executive',
      'Business Analyst (trainee)',
      'Reporting Analyst',
      'Data Entry and Quality Analyst',
    ],
    careerSummary: 'Companies, banks and government programmes rely on data reports and dashboards. Graduates can apply for:',
    grading: 'standard',
    syllabusPath: null,
    summary: 'Statistics, advanced Excel, SQL, Python and Power BI dashboards for data analysis jobs.',
  },
];
