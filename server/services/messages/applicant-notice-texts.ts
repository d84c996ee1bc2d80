// The words of the message to an applicant, in the language they filled the
// form in (records keep it). English is the default; the Hindi follows the
// site's own words (स्वीकृत, अस्वीकृत, रेफ़रेंस ID).
import { institute } from '../../../domain/catalogue/site';
import { instituteHi } from '../../../domain/catalogue/site.hi';
import type { Language } from '../../../domain/vocabulary';
import { indiaDayAndTime } from '../../../domain/dates';

type ApplicationType = 'registration' | 'admission';

export interface NoticeTexts {
  /** The institute's name while staff have not set one. */
  fallbackInstituteName: string;
  enquiryLine(name: string, institute: string, resolved: boolean): string;
  enquirySubject(resolved: boolean): string;
  enquiryClosing: string;
  applicationLine(name: string, type: ApplicationType, referenceId: string, institute: string, status: string): string;
  applicationSubject(type: ApplicationType, referenceId: string, status: string): string;
  remark(text: string): string;
  /** The staff's answer to an enquiry. */
  reply(text: string): string;
  /** A rejection without a reason (the old client's update-status): say so, and how to reach the office. */
  noReason(contacts: string): string;
  /** The office's phone and WhatsApp, as a sentence part. */
  contactPhone(phone: string): string;
  contactWhatsapp(number: string): string;
  /** While no phone or WhatsApp is set. */
  contactOffice: string;
  receipt(label: string, link: string): string;
  nextStep(type: ApplicationType, status: string, link: string): string;
  /** The batch applied for (decision 049): where and when classes start. */
  batch(centre: string, startsAt: Date): string;
  correctionSubject(referenceId: string): string;
  correctionLine(name: string, referenceId: string, institute: string): string;
  correctionStep(link: string, deadline: string): string;
  /** A seat offered from a waitlist (decision 051). */
  offerSubject(referenceId: string): string;
  offerLine(name: string, referenceId: string, institute: string): string;
  offerStep(link: string, deadline: string, fee: string): string;
}

// The first step's record is called the application in every message, as on the site.
const typeEn: Record<ApplicationType, string> = { registration: 'application', admission: 'admission' };

const en: NoticeTexts = {
  fallbackInstituteName: institute.name,
  enquiryLine: (name, institute, resolved) =>
    `Dear ${name}, your enquiry to ${institute} has been ${resolved ? 'resolved' : 'received'}.`,
  enquirySubject: (resolved) => `Your enquiry: ${resolved ? 'RESOLVED' : 'PENDING'}`,
  enquiryClosing: 'Please contact the institute if you need anything more.',
  applicationLine: (name, type, referenceId, institute, status) =>
    `Dear ${name}, your ${typeEn[type]} ${referenceId} at ${institute} is ${status}.`,
  applicationSubject: (type, referenceId, status) => `Your ${typeEn[type]} ${referenceId}: ${status}`,
  remark: (text) => `Remark: ${text}`,
  reply: (text) => `Our answer:\n${text}`,
  noReason: (contacts) =>
    `No reason was given for this decision. To know why and what you can do, please contact the office: ${contacts}.`,
  contactPhone: (phone) => `phone ${phone}`,
  contactWhatsapp: (number) => `WhatsApp ${number}`,
  contactOffice: 'at the institute during office hours',
  receipt: (label, link) => `Your fee receipt ${label}: ${link}`,
  nextStep: (type, status, link) => {
    if (type === 'registration' && status === 'APPROVED') {
      return `Next step: open ${link}, enter your reference id and pay the admission fee.`;
    }
    if (status === 'REJECTED') return `Next step: see your status at ${link} or contact the institute for help.`;
    return `You can see your status at any time at ${link}.`;
  },
  batch: (centre, startsAt) =>
    `Your batch: classes start ${startsAt.toLocaleString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })} at ${centre}.`,
  correctionSubject: (referenceId) => `Your application ${referenceId}: correction requested`,
  correctionLine: (name, referenceId, institute) =>
    `Dear ${name}, ${institute} asks you to correct your application ${referenceId} before it is checked again.`,
  correctionStep: (link, deadline) =>
    `Open ${link}, enter your reference id and your date of birth (or your mobile number's last four digits), and send the corrections by ${deadline}. There is no fee to pay again.`,
  offerSubject: (referenceId) => `Your application ${referenceId}: a seat is offered to you`,
  offerLine: (name, referenceId, institute) =>
    `Dear ${name}, a seat in your batch at ${institute} is free and is offered to you (application ${referenceId}, from the waitlist).`,
  offerStep: (link, deadline, fee) =>
    `To take it, pay the registration fee of ${fee} by ${deadline}: open ${link}, enter your reference id and your date of birth (or your mobile number's last four digits), and give the UPI transaction ID (UTR). If it is not paid by then, the seat passes to the next applicant.`,
};

// पंजीकरण names the fee and the ID, not the record.
const typeHi: Record<ApplicationType, string> = { registration: 'आवेदन', admission: 'प्रवेश' };
const statusHi: Record<string, string> = {
  PENDING: 'जाँच जारी',
  APPROVED: 'स्वीकृत',
  REJECTED: 'अस्वीकृत',
  RESOLVED: 'जवाब दिया गया',
};

const hi: NoticeTexts = {
  fallbackInstituteName: instituteHi.name,
  enquiryLine: (name, institute, resolved) =>
    `प्रिय ${name}, ${institute} से की गई आपकी पूछताछ ${resolved ? 'का जवाब दे दिया गया है' : 'हमें मिल गई है'}।`,
  enquirySubject: (resolved) => `आपकी पूछताछ: ${resolved ? statusHi.RESOLVED : statusHi.PENDING}`,
  enquiryClosing: 'कुछ और जानना हो तो कृपया संस्थान से संपर्क करें।',
  applicationLine: (name, type, referenceId, institute, status) =>
    `प्रिय ${name}, ${institute} में आपके ${typeHi[type]} (रेफ़रेंस ID ${referenceId}) की स्थिति: ${statusHi[status] ?? status}।`,
  applicationSubject: (type, referenceId, status) => `आपका ${typeHi[type]} ${referenceId}: ${statusHi[status] ?? status}`,
  remark: (text) => `टिप्पणी: ${text}`,
  reply: (text) => `हमारा जवाब:\n${text}`,
  noReason: (contacts) =>
    `इस निर्णय का कोई कारण नहीं बताया गया। कारण और आगे क्या करें, यह जानने के लिए कृपया कार्यालय से संपर्क करें: ${contacts}।`,
  contactPhone: (phone) => `फ़ोन ${phone}`,
  contactWhatsapp: (number) => `WhatsApp ${number}`,
  contactOffice: 'कार्यालय के समय में संस्थान आकर',
  receipt: (label, link) => `आपकी शुल्क रसीद ${label}: ${link}`,
  nextStep: (type, status, link) => {
    if (type === 'registration' && status === 'APPROVED') {
      return `अगला कदम: ${link} खोलें, अपनी रेफ़रेंस ID लिखें और प्रवेश शुल्क जमा करें।`;
    }
    if (status === 'REJECTED') return `अगला कदम: अपनी स्थिति ${link} पर देखें, या मदद के लिए संस्थान से संपर्क करें।`;
    return `आप अपनी स्थिति कभी भी ${link} पर देख सकते हैं।`;
  },
  batch: (centre, startsAt) => `आपका बैच: ${centre} में कक्षाएँ ${indiaDayAndTime(startsAt.toISOString(), 'hi')} से शुरू होंगी।`,
  correctionSubject: (referenceId) => `आपका आवेदन ${referenceId}: सुधार ज़रूरी`,
  correctionLine: (name, referenceId, institute) =>
    `प्रिय ${name}, ${institute} की ओर से अनुरोध है कि दोबारा जाँच से पहले आप अपने आवेदन (रेफ़रेंस ID ${referenceId}) में सुधार करें।`,
  correctionStep: (link, deadline) =>
    `${link} खोलें। अपनी रेफ़रेंस ID और जन्म तिथि (या मोबाइल नंबर के आख़िरी चार अंक) लिखें, और ${deadline} तक सुधार भेजें। कोई शुल्क दोबारा नहीं देना है।`,
  offerSubject: (referenceId) => `आपका आवेदन ${referenceId}: आपको एक सीट दी गई है`,
  offerLine: (name, referenceId, institute) =>
    `प्रिय ${name}, ${institute} में आपके बैच की एक सीट खाली हुई है। वेटिंग लिस्ट से यह सीट आपको दी गई है (आवेदन ${referenceId})।`,
  offerStep: (link, deadline, fee) =>
    `सीट लेने के लिए ${deadline} तक ${fee} का पंजीकरण शुल्क जमा करें। ${link} खोलें, अपनी रेफ़रेंस ID और जन्म तिथि (या मोबाइल नंबर के आख़िरी चार अंक) लिखें, और भुगतान का UTR नंबर दें। तब तक भुगतान न होने पर सीट अगले आवेदक को दे दी जाएगी।`,
};

export const noticeTexts: Record<Language, NoticeTexts> = { en, hi };
