import { describe, expect, it } from 'vitest';
import { filterOptions, statusValues } from '../../app/components/admin/dashboard/filter-options';
import { filterKeys, queryFrom } from '../../app/components/admin/dashboard/url-state';
import { applicationListQuery, enquiryListQuery } from '../../domain/schemas/record-lists';

const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('dashboard filter choices', () => {
  it('offers every value the list procedure accepts, with its English label, after All', () => {
    const registrations = filterOptions('registrations');
    expect(registrations.status).toEqual([
      { value: '', label: 'All' },
      { value: 'PENDING', label: 'Pending' },
      { value: 'APPROVED', label: 'Approved' },
      { value: 'REJECTED', label: 'Rejected' },
    ]);
    expect(values(registrations.centre)).toEqual(['', 'gandhinagar', 'belwa', 'azamnagar']);
    expect(values(registrations.program)).toEqual(['', 'diploma', 'advance-diploma']);
    expect(registrations.subject).toEqual([]);
    const enquiries = filterOptions('enquiries');
    expect(values(enquiries.status)).toEqual(['', 'PENDING', 'RESOLVED']);
    expect(enquiries.subject).toContainEqual({ value: 'certification-process', label: 'Certification process' });
    expect(enquiries.centre).toEqual([]);
    expect(statusValues('enquiries')).toEqual(['PENDING', 'RESOLVED']);
  });

  it('offers the sorts each list accepts, newest first as the default', () => {
    expect(filterOptions('admissions').sort).toEqual([
      { value: '', label: 'Newest first' },
      { value: 'createdAt:asc', label: 'Oldest first' },
      { value: 'name:asc', label: 'Name A–Z' },
      { value: 'name:desc', label: 'Name Z–A' },
      { value: 'status:asc', label: 'Status' },
      { value: 'referenceId:asc', label: 'Reference ID' },
    ]);
    expect(values(filterOptions('enquiries').sort)).not.toContain('referenceId:asc');
  });

  it('every choice it offers passes the procedure input schema', () => {
    for (const [tab, schema] of [
      ['registrations', applicationListQuery],
      ['enquiries', enquiryListQuery],
    ] as const) {
      const options = filterOptions(tab);
      for (const key of ['status', 'centre', 'program', 'subject'] as const) {
        for (const value of values(options[key])) expect(schema.safeParse({ [key]: value }).success).toBe(true);
      }
      for (const value of values(options.sort)) {
        const [sort, sortDir] = value.split(':');
        expect(schema.safeParse({ sort, sortDir }).success).toBe(true);
      }
    }
  });
});

describe('dashboard URL state', () => {
  it('passes a list only the keys its procedure reads', () => {
    const params = new URLSearchParams('tab=enquiries&q=Asha&centre=belwa&subject=other&page=2&junk=1');
    expect(queryFrom(params, 'enquiries')).toEqual({ q: 'Asha', subject: 'other', page: '2' });
    expect(queryFrom(params, 'admissions')).toEqual({ q: 'Asha', centre: 'belwa', page: '2' });
    expect(filterKeys).toContain('subject');
    expect(filterKeys).toContain('centre');
    expect(filterKeys).not.toContain('tab');
  });
});
