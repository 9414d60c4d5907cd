import { fireEvent, render, screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import '../test/antd-test-polyfills';
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
});
