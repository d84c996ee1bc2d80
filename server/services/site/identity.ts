// The institute as the public pages and applicants' papers name it: name,
// contacts, centres, social links, grievance officer. Read through this one
// function. Empty values stay empty: a page shows nothing for them.
import { centreDetails, whatsappHref } from '../../../domain/catalogue/site';
import type { CentreId } from '../../../domain/vocabulary';
import { brandImageUrl } from './brand-images';
import type { SiteSettings } from './settings';

export interface CentreContact {
  id: CentreId;
  address: string;
  phone: string;
  mapUrl: string;
}

export interface InstituteIdentity {
  /** Empty until staff set it. */
  name: string;
  shortName: string;
  tagline: string;
  /** The uploaded logo's public URL; empty: pages draw the built-in mark. */
  logoUrl: string;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  officeHours: string;
  centres: CentreContact[];
  social: { label: 'Facebook' | 'YouTube' | 'Instagram' | 'WhatsApp'; href: string }[];
  grievanceOfficer: { name: string; contact: string };
}

export function instituteIdentity(settings: SiteSettings): InstituteIdentity {
  const social: InstituteIdentity['social'] = [
    { label: 'Facebook' as const, href: settings.facebookUrl },
    { label: 'YouTube' as const, href: settings.youtubeUrl },
    { label: 'Instagram' as const, href: settings.instagramUrl },
    {
      label: 'WhatsApp' as const,
      href: settings.whatsappNumber ? whatsappHref(settings.whatsappNumber) : '',
    },
  ].filter((entry) => entry.href !== '');
  return {
    name: settings.instituteName,
    shortName: settings.instituteShortName || settings.instituteName,
    tagline: settings.tagline,
    logoUrl: brandImageUrl(settings.logoImage),
    address: settings.contactAddress,
    phone: settings.contactPhone,
    whatsapp: settings.whatsappNumber,
    email: settings.contactEmail,
    officeHours: settings.officeHours,
    centres: centreDetails.map((centre) => ({
      id: centre.id,
      address: settings[`${centre.id}Address`],
      phone: settings[`${centre.id}Phone`],
      mapUrl: settings[`${centre.id}MapUrl`],
    })),
    social,
    grievanceOfficer: { name: settings.grievanceOfficerName, contact: settings.grievanceOfficerContact },
  };
}
