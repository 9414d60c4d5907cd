import type { FamilyRequestList } from '@rihla/shared/contracts/family';
import { REGISTRATION_DRAFT_KEY } from '@rihla/shared/contracts/registration-draft';
import { act } from 'react';
import { renderInFamily } from '../../../test/render-in-family';
import { RequestsSection } from './requests-section';

const list: FamilyRequestList = {
  items: [
    {
      id: '0b6f8e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
      reference: 'RQ-7KM2XQ',
      status: 'rejected',
      studentNameAr: 'ليان',
      studentNameEn: 'Layan',
      school: { nameAr: 'مدارس الرواد', nameEn: 'Al-Rowad Schools' },
      createdAt: '2026-12-01T07:30:00.000Z',
      decidedAt: '2026-12-02T09:00:00.000Z',
      rejectionReason: 'لا توجد مقاعد في هذا الحي',
    },
    {
      id: '1c7f9e3b-2d4e-4f6a-9b0c-1d2e3f4a5b6c',
      reference: 'RQ-9PT4ZB',
      status: 'waitlisted',
      studentNameAr: 'عمر',
      studentNameEn: null,
      school: { nameAr: 'مدارس الرواد', nameEn: 'Al-Rowad Schools' },
      createdAt: '2026-11-20T07:30:00.000Z',
      decidedAt: null,
      rejectionReason: null,
    },
  ],
  prefill: {
    parentName: 'هند فهد العتيبي',
    parentPhone: '+966501234567',
    parentEmail: null,
    homeLat: 24.71,
    homeLng: 46.68,
  },
};

describe("the families app's requests for another child", () => {
  let host: HTMLElement;
  let unmount: () => void;
  const render = (path: string) => {
    ({ host, unmount } = renderInFamily(<RequestsSection list={list} />, path));
  };
  afterEach(() => {
    unmount();
    sessionStorage.clear();
  });

  it('shows each request with its reference, state in Arabic and the reason a refusal gave', () => {
    render('/family');
    const text = host.textContent ?? '';
    expect(text).toContain('RQ-7KM2XQ');
    expect(text).toContain('غير مقبول');
    expect(text).toContain('السبب: لا توجد مقاعد في هذا الحي');
    expect(text).toContain('في قائمة الانتظار');
    expect(text).toContain('2026-12-01');
  });

  it("opens the public form of the page's language with the parent's details in its draft", () => {
    render('/en/family');
    expect(host.textContent).toContain('Layan');
    // A child with no Latin spelling shows the Arabic name rather than nothing.
    expect(host.textContent).toContain('عمر');
    const link = host.querySelector('a') as HTMLAnchorElement;
    expect(link.textContent).toBe('Ask for another child');
    expect(link.getAttribute('href')).toBe('/en#register');
    // The browser would follow the link; the test keeps the page where it is.
    link.addEventListener('click', (event) => event.preventDefault());
    act(() => link.click());
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null')).toEqual({
      parentName: 'هند فهد العتيبي',
      parentPhone: '+966501234567',
      parentEmail: '',
      homeLat: '24.71',
      homeLng: '46.68',
    });
  });
});
