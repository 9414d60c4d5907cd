import { fireEvent, render, screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import '../test/antd-test-polyfills';
import { formatHijriIn } from '../format/hijri';
import { DateInput } from './date-input';

function Field({ initial = null, onValue }: { initial?: Dayjs | null; onValue?(value: Dayjs | null): void }) {
  const [value, setValue] = useState<Dayjs | null>(initial);
  return (
    <>
      <label htmlFor="day">Day</label>
      <DateInput
        id="day"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </>
  );
}

describe('DateInput', () => {
  beforeEach(() => document.documentElement.setAttribute('lang', 'en'));

  it('shows a date in the spec format mm/dd/yy and passes the id through for its label', () => {
    render(
      <>
        <label htmlFor="expiry">Expiry</label>
        <DateInput id="expiry" value={dayjs('2027-03-09')} />
      </>,
    );
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('03/09/27');
  });

  it('takes a date typed as mm/dd/yy, as ISO or as dd/mm/yyyy, and shows the format while empty', () => {
    const seen: (string | null)[] = [];
    render(<Field onValue={(value) => seen.push(value ? value.format('YYYY-MM-DD') : null)} />);
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    expect(input.placeholder).toBe('mm/dd/yy');
    for (const typed of ['03/09/27', '2027-03-10', '11/03/2027']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    expect(seen).toEqual(['2027-03-09', '2027-03-10', '2027-03-11']);
  });

  it('takes a typed Hijri date and stores its Gregorian day', () => {
    const seen: (string | null)[] = [];
    render(<Field onValue={(value) => seen.push(value ? value.format('YYYY-MM-DD') : null)} />);
    fireEvent.click(screen.getByRole('button', { name: 'AD (Calendar: Gregorian)' }));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '١٢/٠٤/١٤٤٨' } });
    expect(seen.at(-1)).toBe('2026-09-23');
    expect(screen.getByTestId('date-other-calendar').textContent).toBe('09/23/26');
    // Back in Gregorian, the same day is in the picker.
    fireEvent.click(screen.getByRole('button', { name: 'AH (Calendar: Hijri (Umm al-Qura))' }));
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('09/23/26');
  });

  it('refuses a Hijri day that does not exist, with a translated message, and keeps no date', () => {
    const seen: (string | null)[] = [];
    render(
      <Field initial={dayjs('2026-09-23')} onValue={(v) => seen.push(v ? v.format('YYYY-MM-DD') : null)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'AD (Calendar: Gregorian)' }));
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    expect(input.value).toBe('12/04/1448');
    fireEvent.change(input, { target: { value: '01/13/1445' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toContain('no such day in the Umm al-Qura calendar');
    expect(seen.at(-1)).toBeNull();
    expect(input.value).toBe('01/13/1445');
  });

  it('picks a day from the Hijri month, steps to the next month, and offers no day the field refuses', async () => {
    const seen: (string | null)[] = [];
    function Limited() {
      const [value, setValue] = useState<Dayjs | null>(dayjs('2026-09-23'));
      return (
        <>
          <label htmlFor="paid">Paid on</label>
          <DateInput
            id="paid"
            value={value}
            disabledDate={(day) => day.format('YYYY-MM-DD') > '2026-10-20'}
            onChange={(next) => {
              setValue(next);
              seen.push(next ? next.format('YYYY-MM-DD') : null);
            }}
          />
        </>
      );
    }
    render(<Limited />);
    fireEvent.click(screen.getByRole('button', { name: 'AD (Calendar: Gregorian)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick a day from the Hijri calendar' }));
    // The month of the chosen day (Rabi' II 1448), the chosen day pressed.
    const chosen = await screen.findByRole('button', { name: 'Rabiʻ II 12, 1448 AH (September 23, 2026)' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table').getAttribute('aria-label')).toBe('Rabiʻ II 1448 AH');
    fireEvent.click(screen.getByRole('button', { name: 'Rabiʻ II 20, 1448 AH (October 1, 2026)' }));
    expect(seen.at(-1)).toBe('2026-10-01');
    expect((screen.getByLabelText('Paid on') as HTMLInputElement).value).toBe('20/04/1448');
    expect(screen.getByTestId('date-other-calendar').textContent).toBe('10/01/26');

    fireEvent.click(screen.getByRole('button', { name: 'Pick a day from the Hijri calendar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table').getAttribute('aria-label')).toBe('Jumada I 1448 AH');
    // 8 Jumada I 1448 is 19 October 2026, inside the limit; the 10th (21 October) is past it.
    expect(
      (screen.getByRole('button', { name: 'Jumada I 8, 1448 AH (October 19, 2026)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Jumada I 10, 1448 AH (October 21, 2026)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('names the Hijri month and its days in Arabic on an Arabic page', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    render(<Field initial={dayjs('2026-09-23')} />);
    fireEvent.click(screen.getByRole('button', { name: 'م (التقويم: ميلادي)' }));
    fireEvent.click(screen.getByRole('button', { name: 'اختيار يوم من التقويم الهجري' }));
    const table = await screen.findByRole('table');
    expect(table.getAttribute('aria-label')).toBe(formatHijriIn('2026-09-23', 'ar', 'month'));
    expect(screen.getByRole('button', { name: 'الشهر التالي' })).toBeTruthy();
    // One letter heads each column (the week starts on Sunday), the full name read out.
    const sunday = screen.getAllByRole('columnheader')[0]!;
    expect([sunday.textContent, sunday.getAttribute('abbr')]).toEqual(['ح', 'الأحد']);
  });

  it("takes a Hijri day picked beside a list filter's picker, which has no calendar switch", async () => {
    const seen: (string | null)[] = [];
    function Filter() {
      const [value, setValue] = useState<Dayjs | null>(dayjs('2026-09-23'));
      return (
        <DateInput
          calendars={false}
          aria-label="Day"
          value={value}
          onChange={(next) => {
            setValue(next);
            seen.push(next ? next.format('YYYY-MM-DD') : null);
          }}
        />
      );
    }
    render(<Filter />);
    expect(screen.queryByRole('button', { name: /Calendar:/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pick a day from the Hijri calendar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rabiʻ II 20, 1448 AH (October 1, 2026)' }));
    expect(seen).toEqual(['2026-10-01']);
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('10/01/26');
  });
});
