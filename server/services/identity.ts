// The institute as applicants' papers name it: name, address and how to reach
// it. Read through this one function so that more identity settings can be
// added in one place. Empty values stay empty: a page shows nothing for them.
import { institute } from '../../domain/catalogue/site';
import type { SiteSettings } from './settings';

export interface InstituteIdentity {
  name: string;
  address: string;
  phone: string;
  /** No setting holds a WhatsApp number yet: empty, so nothing is shown. */
  whatsapp: string;
  email: string;
}

export function instituteIdentity(settings: SiteSettings): InstituteIdentity {
  return {
    // The name is a catalogue fact today (no setting for it yet).
    name: institute.name,
    address: settings.contactAddress.trim(),
    phone: settings.contactPhone.trim(),
    whatsapp: '',
    email: settings.contactEmail.trim(),
  };
}
