import type { CalendarPeriod } from '@rihla/shared/contracts/school-calendar';
import { pathTo } from '@rihla/shared/routes/path-to';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, renderSettingsPage } from '../places/render-settings-page';
import { CalendarPage } from './calendar-page';

const term: CalendarPeriod = {
  id: '0b3c5e1a-7d2f-4a6b-9c8d-1e2f3a4b5c6d',
  version: 1,
  createdAt: '2026-08-01T08:00:00.000Z',
  updatedAt: '2026-08-01T08:00:00.000Z',
  kind: 'term',
  nameAr: 'الفصل الدراسي الأول',
  nameEn: 'First term',
  startDate: '2026-08-23',
  endDate: '2027-01-07',
};
const path = pathTo('settings-calendar');

afterEach(() => cleanup());

async function chooseFile(text: string, name = 'calendar.csv') {
  const input = await waitFor(() => {
    const found = document.body.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

function renderCalendar(locale: 'ar' | 'en', imported: unknown[]) {
  return renderSettingsPage(<CalendarPage />, {
    path,
    search: '?month=2026-09',
    locale,
    fetch: async (request) => {
      if (request.method === 'POST' && request.url.endsWith('/school-calendar/import')) {
        const body = (await request.json()) as { rows: unknown[] };
        imported.push(...body.rows);
        return json({ imported: body.rows.length, cancelledTrips: 3 }, 201);
      }
      return json({ items: [term] });
    },
  });
}

describe('the school calendar page’s import', () => {
  it('checks a file of Hijri dates against the saved calendar and imports its valid lines, in Arabic', async () => {
    const imported: unknown[] = [];
    const { shell } = renderCalendar('ar', imported);
    fireEvent.click(await screen.findByRole('button', { name: /استيراد من ملف/ }));
    expect(
      await screen.findByText(/النوع، الاسم بالعربية، الاسم بالإنجليزية، تاريخ البداية، تاريخ النهاية/),
    ).toBeTruthy();
    await chooseFile(
      [
        'النوع,الاسم بالعربية,الاسم بالإنجليزية,تاريخ البداية,تاريخ النهاية',
        'إجازة,اليوم الوطني,National Day,1448-04-12,1448-04-12',
        'إجازة,إجازة مستحيلة,Impossible,1445-13-01,1445-13-01',
        'فصل دراسي,فصل متداخل,Overlapping,2026-12-01,2027-02-01',
      ].join('\n'),
    );
    expect(await screen.findByText('calendar.csv: صف واحد جاهز للاستيراد، وصفان فيهما أخطاء')).toBeTruthy();
    expect(screen.getAllByText(/لا يوجد هذا اليوم في تقويم أم القرى/).length).toBeGreaterThan(0);
    expect(screen.getByText(/يتداخل هذا الفصل مع فصل آخر في التقويم/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /استيراد الصفوف الصحيحة \(1\)/ }));
    await waitFor(() => expect(imported).toHaveLength(1));
    expect(imported[0]).toEqual({
      kind: 'holiday',
      nameAr: 'اليوم الوطني',
      nameEn: 'National Day',
      startDate: '2026-09-23',
      endDate: '2026-09-23',
    });
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(
        expect.objectContaining({
          summary: 'استُورد فصل أو إجازة واحدة، وأُلغيت 3 رحلات في الإجازات',
        }),
      ),
    );
  });

  it('names a holiday outside every term in English and sends nothing when no line is valid', async () => {
    const imported: unknown[] = [];
    renderCalendar('en', imported);
    fireEvent.click(await screen.findByRole('button', { name: /Import from a file/ }));
    expect(
      await screen.findByText(/Kind, Name in Arabic, Name in English, Start date, End date/),
    ).toBeTruthy();
    await chooseFile(
      'Kind,Name in Arabic,Name in English,Start date,End date\nholiday,صيف,Summer,1449-01-01,1449-01-05\n',
    );
    expect(await screen.findByText('calendar.csv: 0 rows ready to import, 1 row with errors')).toBeTruthy();
    expect(screen.getByText(/The holiday falls outside every term/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Import the valid rows \(0\)/ }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(imported).toEqual([]);
  });
});
