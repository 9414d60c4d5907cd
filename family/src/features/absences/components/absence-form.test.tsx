import type { FamilyChild } from '@rihla/shared/contracts/family';
import { act } from 'react';
import { renderInFamily } from '../../../test/render-in-family';
import { AbsenceForm } from './absence-form';

const CHILD: FamilyChild = {
  id: '0b6f8e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  nameAr: 'ليان',
  nameEn: 'Layan',
  grade: 4,
  school: { nameAr: 'مدارس الرواد', nameEn: 'Al-Rowad Schools' },
  trips: [],
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("the families app's absence dates in either calendar", () => {
  let host: HTMLElement;
  let unmount: () => void;
  let posted: Record<string, unknown>[];

  beforeEach(() => {
    posted = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return Response.json({
        id: '1c7f9e3b-2d4e-4f6a-9b0c-1d2e3f4a5b6c',
        studentId: CHILD.id,
        fromDate: body.fromDate,
        toDate: body.toDate,
        part: body.part,
        reason: null,
        reportedBy: 'parent',
        withdrawable: true,
      });
    });
  });
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
  });

  const byLabel = (name: string) => host.querySelector(`[aria-label="${name}"]`) as HTMLButtonElement;
  const fieldOf = (label: string) => {
    const text = [...host.querySelectorAll('label')].find((l) => l.textContent === label)!;
    return host.querySelector(`#${CSS.escape(text.htmlFor)}`) as HTMLInputElement;
  };
  const type = (input: HTMLInputElement, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });

  it('reports days picked from the Hijri month and typed as Hijri, sent as their Gregorian days', async () => {
    ({ host, unmount } = renderInFamily(
      <AbsenceForm children={[CHILD]} today="2026-12-08" cutoffMinutes={30} />,
      '/family',
    ));
    await act(async () => (host.querySelector('input[value="range"]') as HTMLInputElement).click());
    const switches = [...host.querySelectorAll('button[aria-pressed]')] as HTMLButtonElement[];
    expect(switches.map((b) => b.getAttribute('aria-label'))).toEqual([
      'م (التقويم: ميلادي)',
      'م (التقويم: ميلادي)',
    ]);
    // "From" in Hijri: the month of today (28 Jumada II 1448), today marked, days before it not offered.
    await act(async () => switches[0]!.click());
    const grid = host.querySelector('.hijri-grid table') as HTMLTableElement;
    expect(grid.getAttribute('aria-label')).toBe('جمادى الآخرة ١٤٤٨ هـ');
    const todayCell = host.querySelector('[data-date="2026-12-08"]') as HTMLButtonElement;
    expect(todayCell.getAttribute('aria-current')).toBe('date');
    expect((host.querySelector('[data-date="2026-12-07"]') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => (host.querySelector('[data-date="2026-12-09"]') as HTMLButtonElement).click());
    expect(fieldOf('من').value).toBe('29/06/1448');
    expect(host.textContent).toContain('9 ديسمبر 2026');

    // "To" typed in Hijri with Arabic digits: the 30th of this 29-day month first, then a real day.
    await act(async () => switches[1]!.click());
    const to = fieldOf('إلى');
    await type(to, '30/06/1448');
    await act(async () => to.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      'لا يوجد هذا اليوم في تقويم أم القرى، اكتب التاريخ مثل 12/04/1448.',
    );
    await type(to, '٠٣/٠٧/١٤٤٨');
    expect(host.querySelector('[role="alert"]')).toBeNull();

    await act(async () => (host.querySelector('form') as HTMLFormElement).requestSubmit());
    await settle();
    expect(posted).toEqual([{ fromDate: '2026-12-09', toDate: '2026-12-12', part: 'both', reason: '' }]);
    expect(byLabel('هـ (التقويم: هجري (أم القرى))')).toBeTruthy();
  });
});
